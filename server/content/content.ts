// The operator's editorial content: banners, announcements and rules (member-api.md "Content").
// Images live in public/banners (served with the built front end).

export interface Banner {
  link: string;
  picture: string;
}

export interface BannerPopup {
  path_img: string;
  title: string;
}

export const BANNERS: readonly Banner[] = [
  { link: 'https://www.fifa.com/', picture: '/banners/1.svg' },
  { link: 'https://en.wikipedia.org/wiki/Muay_Thai', picture: '/banners/2.svg' },
  { link: 'https://en.wikipedia.org/wiki/Parlay_(gambling)', picture: '/banners/3.svg' },
];

export const BANNER_POPUP: BannerPopup = { path_img: '/banners/welcome.svg', title: 'Welcome<br>to the sportsbook' };

export interface Announcement {
  date_time: string;
  content_th: string;
  content_en: string;
}

export const ANNOUNCEMENTS_PER_PAGE = 100;

/** Newest first, as the announcement bar shows the first one. */
export const ANNOUNCEMENTS: readonly Announcement[] = [
  {
    date_time: '2026-11-21 10:00:00',
    content_th: 'ยินดีต้อนรับสู่ระบบแทงกีฬาออนไลน์ ขอให้สนุกกับการเดิมพัน',
    content_en: 'Welcome to the online sportsbook. Enjoy your betting.',
  },
  {
    date_time: '2026-11-20 18:30:00',
    content_th: 'ระบบจะปิดปรับปรุงในวันที่ 25 พฤศจิกายน เวลา 03:00 - 05:00 น.',
    content_en: 'Scheduled maintenance on 25 November, 03:00 - 05:00.',
  },
  {
    date_time: '2026-11-19 09:15:00',
    content_th: 'เปิดให้เดิมพันมวยไทยสดทุกคืนวันเสาร์และวันอาทิตย์',
    content_en: 'Live Muay Thai betting every Saturday and Sunday night.',
  },
  {
    date_time: '2026-11-18 12:00:00',
    content_th: 'บอลสเต็ปขั้นต่ำ 2 คู่ สูงสุด 10 คู่ต่อบิล',
    content_en: 'Step parlays take 2 to 10 matches per ticket.',
  },
];

export interface SportRule {
  sport_id: number;
  sport_name_th: string;
  sport_name_en: string;
  detail_th: string;
}

export const RULES: readonly SportRule[] = [
  {
    sport_id: 1,
    sport_name_th: 'ฟุตบอล',
    sport_name_en: 'Football',
    detail_th:
      '<p>การเดิมพันฟุตบอลทั้งหมดตัดสินจากผลการแข่งขันในเวลาปกติ 90 นาที รวมทดเวลาบาดเจ็บ ไม่รวมการต่อเวลาพิเศษและการยิงจุดโทษ</p>' +
      '<ul><li>แฮนดิแคป: ราคาต่อรองนับจากสกอร์ ณ เวลาที่แทง</li><li>สูง/ต่ำ: นับจำนวนประตูรวมของทั้งสองทีม</li>' +
      '<li>ครึ่งแรก: ตัดสินจากผลเมื่อจบครึ่งแรก</li><li>หากการแข่งขันถูกยกเลิก บิลจะถูกยกเลิกและคืนเงินเดิมพัน</li></ul>',
  },
  {
    sport_id: 44,
    sport_name_th: 'มวยไทย',
    sport_name_en: 'Muay Thai',
    detail_th:
      '<p>ตัดสินตามผลที่กรรมการประกาศบนเวที</p>' +
      '<ul><li>มุมแดง / มุมน้ำเงิน: ตามราคาต่อรองที่แสดง</li><li>ครบยก / ไม่ครบยก: นับจากจำนวนยกที่ชกจริง</li>' +
      '<li>หากผลเสมอหรือไม่มีการตัดสิน คืนเงินเดิมพัน</li></ul>',
  },
  {
    sport_id: 0,
    sport_name_th: 'สเต็ปและมิกซ์พาร์เลย์',
    sport_name_en: 'Step and mix parlay',
    detail_th:
      '<p>บอลสเต็ปต้องเลือก 2 ถึง 10 คู่ คู่ละหนึ่งตัวเลือก ราคาเป็นแบบยุโรป (EU) และราคารวมคือผลคูณของทุกคู่</p>' +
      '<ul><li>ชนะเต็ม: คูณราคา</li><li>ชนะครึ่ง: คูณ (ราคา + 1) / 2</li><li>เสมอ: คูณ 1</li><li>แพ้ครึ่ง: คูณ 0.5</li><li>แพ้: บิลแพ้ทั้งหมด</li></ul>',
  },
];
