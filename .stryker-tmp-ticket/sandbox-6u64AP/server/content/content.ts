// @ts-nocheck
// The operator's editorial content: banners, announcements and rules (see contract/content.ts).
// Images live in public/banners (served with the built front end).

import type {
  WireAnnouncement,
  WireBanner,
  WireBannerPopup,
  WireSportRule,
} from '@contract/content';

export const BANNERS: readonly WireBanner[] = [
  { link: 'https://www.fifa.com/', picture: '/banners/1.webp' },
  { link: 'https://en.wikipedia.org/wiki/Muay_Thai', picture: '/banners/2.webp' },
  { link: 'https://en.wikipedia.org/wiki/Parlay_(gambling)', picture: '/banners/3.webp' },
];

export const BANNER_POPUP: WireBannerPopup = {
  path_img: '/banners/welcome.svg',
  title: 'Welcome<br>to the sportsbook',
};

export const ANNOUNCEMENTS_PER_PAGE = 100;

/** What the operator posts most: maintenance windows, promotions, league notices, results changes. */
const ANNOUNCEMENT_TOPICS: readonly ((n: number, day: string) => { th: string; en: string })[] = [
  (n, day) => ({
    th: `ระบบจะปิดปรับปรุงชั่วคราววันที่ ${day} เวลา 03:00 - 05:00 น. ขออภัยในความไม่สะดวก (ประกาศที่ ${n})`,
    en: `Scheduled maintenance on ${day}, 03:00 - 05:00. We apologise for the inconvenience (notice ${n}).`,
  }),
  (n) => ({
    th: `คู่ที่เลื่อนการแข่งขันจะถูกยกเลิกและคืนเงินเดิมพันภายใน 24 ชั่วโมง (ประกาศที่ ${n})`,
    en: `Postponed matches are cancelled and stakes refunded within 24 hours (notice ${n}).`,
  }),
  (n) => ({
    th: `เปิดให้เดิมพันมวยไทยสดจากเวทีราชดำเนินและลุมพินีทุกคืน (ประกาศที่ ${n})`,
    en: `Live Muay Thai from Rajadamnern and Lumpinee every night (notice ${n}).`,
  }),
  (n) => ({
    th: `บอลสเต็ปขั้นต่ำ 2 คู่ สูงสุด 10 คู่ต่อบิล ราคาแบบยุโรป (ประกาศที่ ${n})`,
    en: `Step parlays take 2 to 10 matches per ticket, in European odds (notice ${n}).`,
  }),
  (n) => ({
    th: `แก้ไขผลการแข่งขัน: สกอร์ครึ่งแรกของคู่ไทยลีกเมื่อวานได้รับการปรับปรุงแล้ว (ประกาศที่ ${n})`,
    en: `Result correction: yesterday's Thai League first-half score has been updated (notice ${n}).`,
  }),
  (n) => ({
    th: `ราคาบอลสดอาจหยุดชั่วคราวหลังมีการทำประตูหรือใบแดง (ประกาศที่ ${n})`,
    en: `Live prices may pause briefly after a goal or a red card (notice ${n}).`,
  }),
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 256 announcements, newest first, one every 5 hours back from 21 November 2026 10:00 (Bangkok). */
function buildAnnouncements(count: number): WireAnnouncement[] {
  const newest = Date.UTC(2026, 10, 21, 10, 0, 0);
  const list: WireAnnouncement[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(newest - i * 5 * 60 * 60 * 1000);
    const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
    const dateTime = `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
    const topic = ANNOUNCEMENT_TOPICS[i % ANNOUNCEMENT_TOPICS.length]!(count - i, day);
    list.push({ date_time: dateTime, content_th: topic.th, content_en: topic.en });
  }
  return list;
}

/** Newest first, as the announcement bar shows the first one. */
export const ANNOUNCEMENTS: readonly WireAnnouncement[] = [
  {
    date_time: '2026-11-21 12:00:00',
    content_th: 'ยินดีต้อนรับสู่ระบบแทงกีฬาออนไลน์ ขอให้สนุกกับการเดิมพัน',
    content_en: 'Welcome to the online sportsbook. Enjoy your betting.',
  },
  ...buildAnnouncements(255),
];

/** The contract's rule plus what the simulator sends beside it (a client ignores the extra fields). */
interface SportRule extends WireSportRule {
  sport_id: number;
  sport_name_en: string;
}

const TABLE = (rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${rows[0]!.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows
    .slice(1)
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** One rule per sport of the menu, then parlays: Thai HTML as an operator's back office writes it. */
export const RULES: readonly SportRule[] = [
  {
    sport_id: 1,
    sport_name_th: 'ฟุตบอล',
    sport_name_en: 'Football',
    detail_th:
      '<h3>กติกาทั่วไป</h3>' +
      '<p>การเดิมพันฟุตบอลทั้งหมดตัดสินจากผลการแข่งขันในเวลาปกติ 90 นาที รวมทดเวลาบาดเจ็บ ไม่รวมการต่อเวลาพิเศษและการยิงจุดโทษ</p>' +
      '<ul><li>แฮนดิแคป: ราคาต่อรองนับจากสกอร์ ณ เวลาที่แทง</li><li>สูง/ต่ำ: นับจำนวนประตูรวมของทั้งสองทีม</li>' +
      '<li>ครึ่งแรก: ตัดสินจากผลเมื่อจบครึ่งแรก</li><li>หากการแข่งขันถูกยกเลิก บิลจะถูกยกเลิกและคืนเงินเดิมพัน</li></ul>' +
      '<h3>ผลของราคาครึ่งลูก</h3>' +
      TABLE([
        ['ผลต่างประตู', 'ต่อ 0.25', 'ต่อ 0.5', 'ต่อ 0.75'],
        ['ชนะ 1 ประตู', 'ชนะเต็ม', 'ชนะเต็ม', 'ชนะครึ่ง'],
        ['เสมอ', 'เสียครึ่ง', 'เสียเต็ม', 'เสียเต็ม'],
      ]) +
      '<p>อ่านกติกาฟุตบอลสากลเพิ่มเติมได้ที่ <a href="https://www.theifab.com/laws">IFAB Laws of the Game</a></p>',
  },
  {
    sport_id: 2,
    sport_name_th: 'บาสเกตบอล',
    sport_name_en: 'Basketball',
    detail_th:
      '<h3>กติกาทั่วไป</h3>' +
      '<p>ผลการเดิมพันบาสเกตบอลรวมช่วงต่อเวลาพิเศษ เว้นแต่ระบุไว้เป็นอย่างอื่น</p>' +
      '<ul><li>แฮนดิแคป: บวกแต้มต่อเข้ากับคะแนนของทีมที่ได้รับต่อ</li><li>สูง/ต่ำ: นับคะแนนรวมของทั้งสองทีม</li><li>คี่/คู่: นับคะแนนรวมรวมต่อเวลา</li></ul>' +
      '<h3>ครึ่งแรก</h3>' +
      TABLE([
        ['ตลาด', 'ช่วงที่นับ'],
        ['ครึ่งแรก แฮนดิแคป', 'ควอเตอร์ 1 และ 2'],
        ['ครึ่งแรก สูง/ต่ำ', 'ควอเตอร์ 1 และ 2'],
      ]),
  },
  {
    sport_id: 3,
    sport_name_th: 'เทนนิส',
    sport_name_en: 'Tennis',
    detail_th:
      '<h3>กติกาทั่วไป</h3>' +
      '<p>หากนักกีฬาถอนตัวก่อนจบการแข่งขัน บิลทั้งหมดของคู่นั้นจะถูกยกเลิก ยกเว้นตลาดที่ตัดสินผลไปแล้ว</p>' +
      '<ul><li>แฮนดิแคปเกม: นับจำนวนเกมที่ชนะทั้งแมตช์</li><li>สูง/ต่ำ: นับจำนวนเกมรวม ไทเบรกนับเป็นหนึ่งเกม</li></ul>' +
      TABLE([
        ['เหตุการณ์', 'ผลของบิล'],
        ['เปลี่ยนพื้นสนาม', 'ยังมีผล'],
        ['เลื่อนแข่งเกิน 48 ชั่วโมง', 'ยกเลิก'],
      ]),
  },
  {
    sport_id: 44,
    sport_name_th: 'มวยไทย',
    sport_name_en: 'Muay Thai',
    detail_th:
      '<h3>กติกาทั่วไป</h3>' +
      '<p>ตัดสินตามผลที่กรรมการประกาศบนเวที</p>' +
      '<ul><li>มุมแดง / มุมน้ำเงิน: ตามราคาต่อรองที่แสดง</li><li>ครบยก / ไม่ครบยก: นับจากจำนวนยกที่ชกจริง</li>' +
      '<li>หากผลเสมอหรือไม่มีการตัดสิน คืนเงินเดิมพัน</li></ul>' +
      '<h3>การนับยก</h3>' +
      TABLE([
        ['ผลการชก', 'ครบยก', 'ไม่ครบยก'],
        ['ชนะคะแนน 5 ยก', 'ชนะ', 'แพ้'],
        ['ชนะน็อกยก 3', 'แพ้', 'ชนะ'],
      ]),
  },
  {
    sport_id: 10035,
    sport_name_th: 'วัวชน',
    sport_name_en: 'Bullfight',
    detail_th:
      '<h3>กติกาทั่วไป</h3>' +
      '<p>ตัดสินจากผลที่สนามประกาศ วัวที่หนีออกจากสนามก่อนถือว่าแพ้</p>' +
      '<ul><li>หากคู่ชนไม่ได้ลงสนามภายในวันที่กำหนด บิลจะถูกยกเลิก</li><li>ผลเสมอคืนเงินเดิมพันเต็มจำนวน</li></ul>' +
      TABLE([
        ['ผล', 'บิลฝั่งวัวที่เลือก'],
        ['ชนะ', 'ชนะ'],
        ['เสมอ', 'คืนเงิน'],
      ]),
  },
  {
    sport_id: 0,
    sport_name_th: 'สเต็ปและมิกซ์พาร์เลย์',
    sport_name_en: 'Step and mix parlay',
    detail_th:
      '<h3>การคำนวณ</h3>' +
      '<p>บอลสเต็ปต้องเลือก 2 ถึง 10 คู่ คู่ละหนึ่งตัวเลือก ราคาเป็นแบบยุโรป (EU) และราคารวมคือผลคูณของทุกคู่</p>' +
      '<ul><li>ชนะเต็ม: คูณราคา</li><li>ชนะครึ่ง: คูณ (ราคา + 1) / 2</li><li>เสมอ: คูณ 1</li><li>แพ้ครึ่ง: คูณ 0.5</li><li>แพ้: บิลแพ้ทั้งหมด</li></ul>' +
      TABLE([
        ['จำนวนคู่', 'ขั้นต่ำ', 'จ่ายสูงสุดต่อบิล'],
        ['2 - 4', '20 บาท', '100,000 บาท'],
        ['5 - 10', '20 บาท', '200,000 บาท'],
      ]),
  },
];
