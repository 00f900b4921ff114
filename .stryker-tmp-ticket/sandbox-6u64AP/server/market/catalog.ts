// @ts-nocheck
// The simulated catalogue: sports, their clocks, markets and limits, and real-looking tournaments
// with English and Thai names. Ratings (0..1, strongest first) only steer the price model.
import type { MarketType } from '@contract/oddsList';
import { MARKET_TYPES } from '@contract/oddsList';
import { FOOTBALL_SPORT_ID, MUAY_THAI_SPORT_ID } from '@contract/wire';

export const FOOTBALL = FOOTBALL_SPORT_ID;
export const BASKETBALL = 2;
export const TENNIS = 3;
export const MUAY_THAI = MUAY_THAI_SPORT_ID;
export const BULLFIGHT = 10035;

export interface BetLimits {
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
}

/** How the match clock runs. Two halves give periods "1", "5" (half time), "2"; one gives "1" only. */
export interface ClockProfile {
  halves: 1 | 2;
  /** Minutes of one half (two halves) or of the whole match (one period). */
  periodMinutes: number;
  breakMinutes: number;
  stoppageMaxMinutes: number;
}

/** How scores arise: goals/points/games as a Poisson process, Muay Thai rounds, or a single winner. */
export type ScoringKind = 'poisson' | 'rounds' | 'winner';

/** Lines on a quarter grid (football: 0, 0.25, 0.5 ...) or on half points only (basketball: 4.5). */
export type LineGrid = 'quarter' | 'half';

export interface SportProfile {
  id: number;
  type: string;
  typeTh: string;
  clock: ClockProfile;
  scoring: ScoringKind;
  /** Markets offered on price rows 1, 2 and 3 (an event uses the first `rows` of them). */
  rowMarkets: readonly (readonly MarketType[])[];
  /** How far row 2 / row 3 lines sit from the main line. */
  rowLineOffset: number;
  lineGrid: LineGrid;
  /** Muay Thai over/under is "complete / not complete": over 4.5 rounds scored means the bout went the distance. */
  fixedOverUnderLine?: number;
  /** Rows close for this long (sim ms) after a score change or a red card. */
  suspendAfterScoreMs: number;
  limits: BetLimits;
  /** Events per Bangkok day for sports other than football (football follows SIM_EVENTS). */
  eventsPerDay: number;
}

/** A full football row offers every market of the contract. */
const FULL_FOOTBALL_ROW: readonly MarketType[] = MARKET_TYPES;

export const SPORTS: readonly SportProfile[] = [
  {
    id: FOOTBALL,
    type: 'Football',
    typeTh: 'ฟุตบอล',
    clock: { halves: 2, periodMinutes: 45, breakMinutes: 15, stoppageMaxMinutes: 4 },
    scoring: 'poisson',
    rowMarkets: [
      FULL_FOOTBALL_ROW,
      ['Handicap', 'OverUnder', 'FH_Handicap', 'FH_OverUnder'],
      ['Handicap', 'OverUnder'],
    ],
    rowLineOffset: 0.5,
    lineGrid: 'quarter',
    suspendAfterScoreMs: 60_000,
    limits: { min_bet: 20, max_bet: 20_000, max_pay_bill_sport: 100_000 },
    eventsPerDay: 0,
  },
  {
    id: BASKETBALL,
    type: 'Basketball',
    typeTh: 'บาสเกตบอล',
    clock: { halves: 2, periodMinutes: 24, breakMinutes: 15, stoppageMaxMinutes: 0 },
    scoring: 'poisson',
    rowMarkets: [
      ['Handicap', 'OverUnder', 'OE', 'FH_Handicap', 'FH_OverUnder'],
      ['Handicap', 'OverUnder'],
    ],
    rowLineOffset: 3,
    lineGrid: 'half',
    suspendAfterScoreMs: 0,
    limits: { min_bet: 20, max_bet: 10_000, max_pay_bill_sport: 50_000 },
    eventsPerDay: 6,
  },
  {
    id: TENNIS,
    type: 'Tennis',
    typeTh: 'เทนนิส',
    clock: { halves: 1, periodMinutes: 100, breakMinutes: 0, stoppageMaxMinutes: 0 },
    scoring: 'poisson',
    rowMarkets: [
      ['Handicap', 'OverUnder', 'OE'],
      ['Handicap', 'OverUnder'],
    ],
    rowLineOffset: 2,
    lineGrid: 'half',
    suspendAfterScoreMs: 30_000,
    limits: { min_bet: 20, max_bet: 10_000, max_pay_bill_sport: 50_000 },
    eventsPerDay: 8,
  },
  {
    id: MUAY_THAI,
    type: 'Muay Thai',
    typeTh: 'มวยไทย',
    // Five 3-minute rounds with 2-minute rests: 23 minutes when the bout goes the distance.
    clock: { halves: 1, periodMinutes: 23, breakMinutes: 0, stoppageMaxMinutes: 0 },
    scoring: 'rounds',
    rowMarkets: [['Handicap', 'OverUnder', 'OE']],
    rowLineOffset: 1,
    lineGrid: 'half',
    fixedOverUnderLine: 4.5,
    suspendAfterScoreMs: 60_000,
    limits: { min_bet: 20, max_bet: 5_000, max_pay_bill_sport: 30_000 },
    eventsPerDay: 8,
  },
  {
    id: BULLFIGHT,
    type: 'Bullfight',
    typeTh: 'วัวชน',
    clock: { halves: 1, periodMinutes: 40, breakMinutes: 0, stoppageMaxMinutes: 0 },
    scoring: 'winner',
    rowMarkets: [['Handicap', '1x2']],
    rowLineOffset: 0.5,
    lineGrid: 'quarter',
    suspendAfterScoreMs: 0,
    limits: { min_bet: 20, max_bet: 3_000, max_pay_bill_sport: 20_000 },
    eventsPerDay: 4,
  },
];

export interface TeamDef {
  en: string;
  th: string;
}

export interface TournamentDef {
  id: number;
  sportId: number;
  en: string;
  th: string;
  /** Kickoff windows in Bangkok minutes of the day [from, to). */
  windows: readonly (readonly [number, number])[];
  /** Share of the sport's daily events. */
  weight: number;
  /** Expected total score (goals, points, games) and the home advantage, for Poisson sports. */
  totalRate: number;
  homeAdvantage: number;
  /** How much a full rating gap moves the expected score difference. */
  ratingSpread: number;
  /** Price rows for its events (1..3). */
  rows: number;
  teams: readonly TeamDef[];
}

const h = (hour: number, minute = 0): number => hour * 60 + minute;
const t = (en: string, th: string): TeamDef => ({ en, th });

// European evenings in Bangkok run from 18:00 to about 03:30 the next morning.
const EUROPE: readonly (readonly [number, number])[] = [
  [h(18), h(24)],
  [h(0), h(3, 30)],
];

const PREMIER_LEAGUE = [
  t('Manchester City', 'แมนเชสเตอร์ ซิตี้'),
  t('Arsenal', 'อาร์เซนอล'),
  t('Liverpool', 'ลิเวอร์พูล'),
  t('Chelsea', 'เชลซี'),
  t('Manchester United', 'แมนเชสเตอร์ ยูไนเต็ด'),
  t('Tottenham Hotspur', 'ท็อตแนม ฮอทสเปอร์'),
  t('Newcastle United', 'นิวคาสเซิล ยูไนเต็ด'),
  t('Aston Villa', 'แอสตัน วิลล่า'),
  t('Brighton', 'ไบรท์ตัน'),
  t('West Ham United', 'เวสต์แฮม ยูไนเต็ด'),
  t('Crystal Palace', 'คริสตัล พาเลซ'),
  t('Fulham', 'ฟูแล่ม'),
  t('Brentford', 'เบรนท์ฟอร์ด'),
  t('Everton', 'เอฟเวอร์ตัน'),
  t('Wolverhampton', 'วูล์ฟแฮมป์ตัน'),
  t('Nottingham Forest', 'น็อตติงแฮม ฟอเรสต์'),
  t('Bournemouth', 'บอร์นมัธ'),
  t('Leeds United', 'ลีดส์ ยูไนเต็ด'),
  t('Burnley', 'เบิร์นลีย์'),
  t('Sunderland', 'ซันเดอร์แลนด์'),
];
const LA_LIGA = [
  t('Real Madrid', 'เรอัล มาดริด'),
  t('Barcelona', 'บาร์เซโลนา'),
  t('Atletico Madrid', 'แอตเลติโก มาดริด'),
  t('Athletic Bilbao', 'แอธเลติก บิลเบา'),
  t('Real Sociedad', 'เรอัล โซเซียดาด'),
  t('Villarreal', 'บียาร์เรอัล'),
  t('Real Betis', 'เรอัล เบติส'),
  t('Sevilla', 'เซบีย่า'),
  t('Girona', 'จิโรน่า'),
  t('Valencia', 'บาเลนเซีย'),
  t('Celta Vigo', 'เซลต้า บีโก้'),
  t('Osasuna', 'โอซาซูน่า'),
];
const SERIE_A = [
  t('Inter Milan', 'อินเตอร์ มิลาน'),
  t('Napoli', 'นาโปลี'),
  t('Juventus', 'ยูเวนตุส'),
  t('AC Milan', 'เอซี มิลาน'),
  t('Atalanta', 'อตาลันต้า'),
  t('AS Roma', 'โรม่า'),
  t('Lazio', 'ลาซิโอ'),
  t('Fiorentina', 'ฟิออเรนติน่า'),
  t('Bologna', 'โบโลญญา'),
  t('Torino', 'โตริโน่'),
];
const BUNDESLIGA = [
  t('Bayern Munich', 'บาเยิร์น มิวนิค'),
  t('Bayer Leverkusen', 'ไบเออร์ เลเวอร์คูเซ่น'),
  t('Borussia Dortmund', 'โบรุสเซีย ดอร์ทมุนด์'),
  t('RB Leipzig', 'แอร์เบ ไลป์ซิก'),
  t('VfB Stuttgart', 'สตุ๊ตการ์ท'),
  t('Eintracht Frankfurt', 'ไอน์ทรัค แฟรงก์เฟิร์ต'),
  t('Freiburg', 'ไฟรบวร์ก'),
  t('Wolfsburg', 'โวล์ฟสบวร์ก'),
  t('Union Berlin', 'อูนิโอน เบอร์ลิน'),
  t('Werder Bremen', 'แวร์เดอร์ เบรเมน'),
];
const LIGUE_1 = [
  t('Paris Saint-Germain', 'ปารีส แซงต์ แชร์กแมง'),
  t('Monaco', 'โมนาโก'),
  t('Marseille', 'มาร์กเซย'),
  t('Lille', 'ลีลล์'),
  t('Lyon', 'ลียง'),
  t('Nice', 'นีซ'),
  t('Lens', 'ล็องส์'),
  t('Rennes', 'แรนส์'),
];
const THAI_LEAGUE = [
  t('Buriram United', 'บุรีรัมย์ ยูไนเต็ด'),
  t('Bangkok United', 'แบงค็อก ยูไนเต็ด'),
  t('BG Pathum United', 'บีจี ปทุม ยูไนเต็ด'),
  t('Port FC', 'การท่าเรือ เอฟซี'),
  t('Muangthong United', 'เมืองทอง ยูไนเต็ด'),
  t('Chiangrai United', 'เชียงราย ยูไนเต็ด'),
  t('Ratchaburi FC', 'ราชบุรี เอฟซี'),
  t('Chonburi FC', 'ชลบุรี เอฟซี'),
  t('Prachuap FC', 'ประจวบ เอฟซี'),
  t('Sukhothai FC', 'สุโขทัย เอฟซี'),
  t('Nakhon Ratchasima FC', 'นครราชสีมา เอฟซี'),
  t('Lamphun Warriors', 'ลำพูน วอริเออร์'),
];
const J_LEAGUE = [
  t('Vissel Kobe', 'วิสเซล โกเบ'),
  t('Sanfrecce Hiroshima', 'ซานเฟรชเช่ ฮิโรชิม่า'),
  t('Kawasaki Frontale', 'คาวาซากิ ฟรอนตาเล่'),
  t('Yokohama F. Marinos', 'โยโกฮาม่า เอฟ มารินอส'),
  t('Kashima Antlers', 'คาชิมะ แอนท์เลอร์ส'),
  t('Urawa Red Diamonds', 'อุราวะ เรด ไดมอนด์ส'),
  t('Gamba Osaka', 'กัมบะ โอซาก้า'),
  t('Cerezo Osaka', 'เซเรโซ โอซาก้า'),
  t('Nagoya Grampus', 'นาโกย่า แกรมปัส'),
  t('FC Tokyo', 'เอฟซี โตเกียว'),
];
const K_LEAGUE = [
  t('Ulsan HD', 'อุลซาน เอชดี'),
  t('Jeonbuk Motors', 'ชอนบุค มอเตอร์ส'),
  t('Pohang Steelers', 'โปฮัง สตีลเลอร์ส'),
  t('FC Seoul', 'เอฟซี โซล'),
  t('Gangwon FC', 'คังวอน เอฟซี'),
  t('Suwon FC', 'ซูวอน เอฟซี'),
  t('Daegu FC', 'แทกู เอฟซี'),
  t('Incheon United', 'อินชอน ยูไนเต็ด'),
];
const A_LEAGUE = [
  t('Melbourne City', 'เมลเบิร์น ซิตี้'),
  t('Sydney FC', 'ซิดนีย์ เอฟซี'),
  t('Melbourne Victory', 'เมลเบิร์น วิคตอรี่'),
  t('Western Sydney Wanderers', 'เวสเทิร์น ซิดนีย์ วันเดอเรอร์ส'),
  t('Central Coast Mariners', 'เซ็นทรัล โคสต์ มารินเนอร์ส'),
  t('Adelaide United', 'แอดิเลด ยูไนเต็ด'),
  t('Brisbane Roar', 'บริสเบน โรร์'),
  t('Perth Glory', 'เพิร์ธ กลอรี่'),
];
const BRAZIL = [
  t('Palmeiras', 'ปาลเมรัส'),
  t('Flamengo', 'ฟลาเมงโก้'),
  t('Botafogo', 'โบตาโฟโก้'),
  t('Atletico Mineiro', 'แอตเลติโก มิเนโร่'),
  t('Fluminense', 'ฟลูมิเนนเซ่'),
  t('Sao Paulo', 'เซาเปาโล'),
  t('Internacional', 'อินเตอร์นาซิอองนาล'),
  t('Gremio', 'เกรมิโอ'),
  t('Corinthians', 'โครินเธียนส์'),
  t('Santos', 'ซานโตส'),
];
const MLS = [
  t('Inter Miami', 'อินเตอร์ ไมอามี่'),
  t('LAFC', 'แอลเอ เอฟซี'),
  t('Columbus Crew', 'โคลัมบัส ครูว์'),
  t('LA Galaxy', 'แอลเอ แกแล็กซี่'),
  t('Seattle Sounders', 'ซีแอตเทิล ซาวน์เดอร์ส'),
  t('New York City FC', 'นิวยอร์ก ซิตี้'),
  t('Atlanta United', 'แอตแลนต้า ยูไนเต็ด'),
  t('Orlando City', 'ออร์แลนโด ซิตี้'),
];
const CHAMPIONSHIP = [
  t('Leicester City', 'เลสเตอร์ ซิตี้'),
  t('Southampton', 'เซาแธมป์ตัน'),
  t('Ipswich Town', 'อิปสวิช ทาวน์'),
  t('Sheffield United', 'เชฟฟิลด์ ยูไนเต็ด'),
  t('Middlesbrough', 'มิดเดิลสโบรช์'),
  t('Norwich City', 'นอริช ซิตี้'),
  t('West Bromwich', 'เวสต์บรอมวิช'),
  t('Coventry City', 'โคเวนทรี ซิตี้'),
];
const CHAMPIONS_LEAGUE = [
  t('Real Madrid', 'เรอัล มาดริด'),
  t('Manchester City', 'แมนเชสเตอร์ ซิตี้'),
  t('Bayern Munich', 'บาเยิร์น มิวนิค'),
  t('Paris Saint-Germain', 'ปารีส แซงต์ แชร์กแมง'),
  t('Inter Milan', 'อินเตอร์ มิลาน'),
  t('Arsenal', 'อาร์เซนอล'),
  t('Barcelona', 'บาร์เซโลนา'),
  t('Liverpool', 'ลิเวอร์พูล'),
  t('Benfica', 'เบนฟิก้า'),
  t('Porto', 'ปอร์โต้'),
  t('PSV Eindhoven', 'พีเอสวี ไอนด์โฮเฟ่น'),
  t('Celtic', 'เซลติก'),
];
// E-soccer "teams" are players steering club sides, as the real feeds name them.
const E_SOCCER = [
  t('Real Madrid (Kray)', 'เรอัล มาดริด (เครย์)'),
  t('Manchester City (Boulevard)', 'แมนเชสเตอร์ ซิตี้ (บูเลอวาร์ด)'),
  t('Liverpool (Arcos)', 'ลิเวอร์พูล (อาร์คอส)'),
  t('Bayern Munich (Cleo)', 'บาเยิร์น มิวนิค (คลีโอ)'),
  t('Barcelona (Nio)', 'บาร์เซโลนา (นีโอ)'),
  t('Arsenal (Sava)', 'อาร์เซนอล (ซาวา)'),
  t('Inter Milan (Luntik)', 'อินเตอร์ มิลาน (ลันติก)'),
  t('Paris SG (Bomb1to)', 'ปารีส แซงต์ แชร์กแมง (บอมบิโต)'),
  t('Juventus (Jack)', 'ยูเวนตุส (แจ็ค)'),
  t('Chelsea (Hotshot)', 'เชลซี (ฮ็อตช็อต)'),
];

const NBA = [
  t('Boston Celtics', 'บอสตัน เซลติกส์'),
  t('Denver Nuggets', 'เดนเวอร์ นักเก็ตส์'),
  t('Milwaukee Bucks', 'มิลวอกี บักส์'),
  t('Golden State Warriors', 'โกลเดนสเตต วอร์ริเออร์ส'),
  t('Los Angeles Lakers', 'ลอสแอนเจลิส เลเกอร์ส'),
  t('Phoenix Suns', 'ฟีนิกซ์ ซันส์'),
  t('Dallas Mavericks', 'ดัลลัส แมฟเวอริกส์'),
  t('New York Knicks', 'นิวยอร์ก นิกส์'),
  t('Miami Heat', 'ไมอามี ฮีท'),
  t('Chicago Bulls', 'ชิคาโก บูลส์'),
];
const EUROLEAGUE = [
  t('Real Madrid Baloncesto', 'เรอัล มาดริด บาสเกตบอล'),
  t('Panathinaikos', 'พานาธิไนกอส'),
  t('Olympiacos', 'โอลิมเปียกอส'),
  t('Fenerbahce', 'เฟเนร์บาห์เช่'),
  t('Barcelona Basquet', 'บาร์เซโลนา บาสเกตบอล'),
  t('Anadolu Efes', 'อนาโดลู เอเฟส'),
  t('Maccabi Tel Aviv', 'มัคคาบี้ เทลอาวีฟ'),
  t('AS Monaco Basket', 'โมนาโก บาสเกตบอล'),
];
const ATP = [
  t('Jannik Sinner', 'ยานนิก ซินเนอร์'),
  t('Carlos Alcaraz', 'คาร์ลอส อัลคาราซ'),
  t('Novak Djokovic', 'โนวัค ยอโควิช'),
  t('Alexander Zverev', 'อเล็กซานเดอร์ ซเวเรฟ'),
  t('Daniil Medvedev', 'ดานิล เมดเวเดฟ'),
  t('Taylor Fritz', 'เทย์เลอร์ ฟริตซ์'),
  t('Casper Ruud', 'แคสเปอร์ รุด'),
  t('Holger Rune', 'โฮลเกอร์ รูเน่'),
  t('Stefanos Tsitsipas', 'สเตฟานอส ซิตซิปาส'),
  t('Andrey Rublev', 'อันเดรย์ รูเบลฟ'),
];
const WTA = [
  t('Aryna Sabalenka', 'อารีนา ซาบาเลนกา'),
  t('Iga Swiatek', 'อิกา ชเวียนเต็ก'),
  t('Coco Gauff', 'โคโค่ กอฟฟ์'),
  t('Elena Rybakina', 'เอเลนา รีบากินา'),
  t('Jessica Pegula', 'เจสซิก้า เปกูล่า'),
  t('Qinwen Zheng', 'เจิ้ง ชิ่นเหวิน'),
  t('Mirra Andreeva', 'มีร์รา อันดรีวา'),
  t('Jasmine Paolini', 'จัสมิน เปาลินี'),
];
// Muay Thai fighters: the home side is the red corner, the away side the blue corner.
const FIGHTERS = [
  t('Rodtang Jitmuangnon', 'รถถัง จิตรเมืองนนท์'),
  t('Superlek Kiatmoo9', 'ซุปเปอร์เล็ก เกียรติหมู่ 9'),
  t('Tawanchai PK Saenchai', 'ตะวันฉาย พีเคแสนชัย'),
  t('Nong-O Hama', 'น้องโอ ฮาม่า'),
  t('Superbon Singha Mawynn', 'ซุปเปอร์บอน สิงห์มาวิน'),
  t('Petchmorakot Petchyindee', 'เพชรมรกต เพชรยินดี'),
  t('Kongthoranee Sor Sommai', 'ก้องธรณี ส.สมหมาย'),
  t('Panpayak Jitmuangnon', 'ปานพยัคฆ์ จิตรเมืองนนท์'),
  t('Yodlekpet Or Atchariya', 'ยอดเหล็กเพชร อ.อัจฉริยะ'),
  t('Rungkit Wor Sanprapai', 'รุ่งกิจ ว.สันประไพ'),
  t('Kaonar PK Saenchai', 'เก้าหน้า พีเคแสนชัย'),
  t('Prajanchai PK Saenchai', 'ปราจันชัย พีเคแสนชัย'),
  t('Chorfah Tor Sangtiennoi', 'ช่อฟ้า ต.แสงเทียนน้อย'),
  t('Petsukumvit Boi Bangna', 'เพชรสุขุมวิท บอย บางนา'),
];
const BULLS = [
  t('Phet Nam Nueng', 'เพชรน้ำหนึ่ง'),
  t('Ai Phayak Dam', 'ไอ้พยัคฆ์ดำ'),
  t('Sing Thong', 'สิงห์ทอง'),
  t('Khao Tanode', 'ขาวตะโหนด'),
  t('Daeng Thaksin', 'แดงทักษิณ'),
  t('Ai Kaew', 'ไอ้แก้ว'),
  t('Thong Kham', 'ทองคำ'),
  t('Fah Lan', 'ฟ้าลั่น'),
  t('Sua Phuk', 'เสือผูก'),
  t('Chao Phraya', 'เจ้าพระยา'),
];

interface TournamentSeed extends Omit<
  TournamentDef,
  'homeAdvantage' | 'ratingSpread' | 'totalRate' | 'rows'
> {
  totalRate?: number;
  homeAdvantage?: number;
  ratingSpread?: number;
  rows?: number;
}

const football = (d: TournamentSeed): TournamentDef => ({
  totalRate: 2.65,
  homeAdvantage: 0.3,
  ratingSpread: 1.6,
  rows: 3,
  ...d,
});

export const TOURNAMENTS: readonly TournamentDef[] = [
  football({
    id: 501,
    sportId: FOOTBALL,
    en: 'English Premier League',
    th: 'อังกฤษ พรีเมียร์ลีก',
    windows: EUROPE,
    weight: 10,
    teams: PREMIER_LEAGUE,
  }),
  football({
    id: 502,
    sportId: FOOTBALL,
    en: 'Spain La Liga',
    th: 'สเปน ลาลีกา',
    windows: EUROPE,
    weight: 8,
    totalRate: 2.5,
    teams: LA_LIGA,
  }),
  football({
    id: 503,
    sportId: FOOTBALL,
    en: 'Italy Serie A',
    th: 'อิตาลี เซเรีย อา',
    windows: EUROPE,
    weight: 8,
    totalRate: 2.45,
    teams: SERIE_A,
  }),
  football({
    id: 504,
    sportId: FOOTBALL,
    en: 'Germany Bundesliga',
    th: 'เยอรมัน บุนเดสลีกา',
    windows: EUROPE,
    weight: 7,
    totalRate: 3.1,
    teams: BUNDESLIGA,
  }),
  football({
    id: 505,
    sportId: FOOTBALL,
    en: 'France Ligue 1',
    th: 'ฝรั่งเศส ลีกเอิง',
    windows: EUROPE,
    weight: 6,
    totalRate: 2.6,
    teams: LIGUE_1,
  }),
  football({
    id: 509,
    sportId: FOOTBALL,
    en: 'UEFA Champions League',
    th: 'ยูฟ่า แชมเปี้ยนส์ลีก',
    windows: [[h(0), h(3, 30)]],
    weight: 4,
    homeAdvantage: 0.25,
    teams: CHAMPIONS_LEAGUE,
  }),
  football({
    id: 513,
    sportId: FOOTBALL,
    en: 'English Championship',
    th: 'อังกฤษ แชมเปี้ยนชิพ',
    windows: EUROPE,
    weight: 6,
    totalRate: 2.5,
    rows: 2,
    teams: CHAMPIONSHIP,
  }),
  football({
    id: 506,
    sportId: FOOTBALL,
    en: 'Thai League 1',
    th: 'ไทยลีก',
    windows: [[h(17, 30), h(20, 30)]],
    weight: 6,
    totalRate: 2.8,
    rows: 2,
    teams: THAI_LEAGUE,
  }),
  football({
    id: 507,
    sportId: FOOTBALL,
    en: 'Japan J1 League',
    th: 'ญี่ปุ่น เจลีก',
    windows: [[h(11), h(17, 30)]],
    weight: 5,
    totalRate: 2.6,
    rows: 2,
    teams: J_LEAGUE,
  }),
  football({
    id: 508,
    sportId: FOOTBALL,
    en: 'Korea K League 1',
    th: 'เกาหลีใต้ เคลีก 1',
    windows: [[h(12), h(18)]],
    weight: 4,
    totalRate: 2.5,
    rows: 2,
    teams: K_LEAGUE,
  }),
  football({
    id: 510,
    sportId: FOOTBALL,
    en: 'Australia A-League',
    th: 'ออสเตรเลีย เอลีก',
    windows: [[h(11, 30), h(16, 30)]],
    weight: 3,
    totalRate: 3.0,
    rows: 2,
    teams: A_LEAGUE,
  }),
  football({
    id: 511,
    sportId: FOOTBALL,
    en: 'Brazil Serie A',
    th: 'บราซิล ซีรี่ อา',
    windows: [[h(4), h(9)]],
    weight: 5,
    totalRate: 2.35,
    rows: 2,
    teams: BRAZIL,
  }),
  football({
    id: 512,
    sportId: FOOTBALL,
    en: 'USA Major League Soccer',
    th: 'อเมริกา เมเจอร์ลีก ซอคเกอร์',
    windows: [[h(6), h(10, 30)]],
    weight: 4,
    totalRate: 3.0,
    rows: 2,
    teams: MLS,
  }),
  football({
    id: 599,
    sportId: FOOTBALL,
    en: 'E-Soccer Battle - 2x45 mins',
    th: 'อีสปอร์ต ฟุตบอล แบทเทิล',
    windows: [[h(0), h(24)]],
    weight: 6,
    totalRate: 3.4,
    homeAdvantage: 0,
    ratingSpread: 1.2,
    rows: 1,
    teams: E_SOCCER,
  }),
  {
    id: 601,
    sportId: BASKETBALL,
    en: 'NBA',
    th: 'เอ็นบีเอ',
    windows: [[h(6), h(11)]],
    weight: 3,
    totalRate: 226,
    homeAdvantage: 2.5,
    ratingSpread: 14,
    rows: 2,
    teams: NBA,
  },
  {
    id: 602,
    sportId: BASKETBALL,
    en: 'EuroLeague',
    th: 'ยูโรลีก',
    windows: [[h(0), h(3)]],
    weight: 2,
    totalRate: 162,
    homeAdvantage: 3,
    ratingSpread: 12,
    rows: 2,
    teams: EUROLEAGUE,
  },
  {
    id: 701,
    sportId: TENNIS,
    en: 'ATP Tour',
    th: 'เอทีพี ทัวร์',
    windows: [
      [h(15), h(24)],
      [h(0), h(3)],
    ],
    weight: 1,
    totalRate: 22,
    homeAdvantage: 0,
    ratingSpread: 5,
    rows: 2,
    teams: ATP,
  },
  {
    id: 702,
    sportId: TENNIS,
    en: 'WTA Tour',
    th: 'ดับเบิลยูทีเอ ทัวร์',
    windows: [
      [h(15), h(24)],
      [h(0), h(2)],
    ],
    weight: 1,
    totalRate: 21,
    homeAdvantage: 0,
    ratingSpread: 5,
    rows: 2,
    teams: WTA,
  },
  {
    id: 4401,
    sportId: MUAY_THAI,
    en: 'Rajadamnern Stadium',
    th: 'เวทีราชดำเนิน',
    windows: [[h(18), h(23, 30)]],
    weight: 3,
    totalRate: 0,
    homeAdvantage: 0,
    ratingSpread: 0.35,
    rows: 1,
    teams: FIGHTERS,
  },
  {
    id: 4402,
    sportId: MUAY_THAI,
    en: 'Lumpinee Stadium',
    th: 'เวทีลุมพินี',
    windows: [[h(18, 30), h(23)]],
    weight: 3,
    totalRate: 0,
    homeAdvantage: 0,
    ratingSpread: 0.35,
    rows: 1,
    teams: FIGHTERS,
  },
  {
    id: 4403,
    sportId: MUAY_THAI,
    en: 'Channel 7 Stadium',
    th: 'เวทีมวยช่อง 7',
    windows: [[h(13), h(16, 30)]],
    weight: 2,
    totalRate: 0,
    homeAdvantage: 0,
    ratingSpread: 0.35,
    rows: 1,
    teams: FIGHTERS,
  },
  {
    id: 8001,
    sportId: BULLFIGHT,
    en: 'Hat Yai Bullfight Arena',
    th: 'สนามชนโคหาดใหญ่',
    windows: [[h(9), h(17)]],
    weight: 1,
    totalRate: 0,
    homeAdvantage: 0,
    ratingSpread: 0.4,
    rows: 1,
    teams: BULLS,
  },
  {
    id: 8002,
    sportId: BULLFIGHT,
    en: 'Trang Bullfight Stadium',
    th: 'สนามชนโคจังหวัดตรัง',
    windows: [[h(9), h(16)]],
    weight: 1,
    totalRate: 0,
    homeAdvantage: 0,
    ratingSpread: 0.4,
    rows: 1,
    teams: BULLS,
  },
];

const SPORT_BY_ID = new Map(SPORTS.map((s) => [s.id, s]));

export function sportById(id: number): SportProfile | undefined {
  return SPORT_BY_ID.get(id);
}

export function tournamentsOf(sportId: number): TournamentDef[] {
  return TOURNAMENTS.filter((x) => x.sportId === sportId);
}

/** The member API's rule: e-sport tournaments are recognised by these words in the English name. */
export function isEsportTournament(nameEn: string): boolean {
  return /e-?sport|e-?soccer|e-?football/i.test(nameEn);
}
