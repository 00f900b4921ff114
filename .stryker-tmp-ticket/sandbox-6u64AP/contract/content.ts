// @ts-nocheck
// The operator's content on the wire (the API's content calls): banners, announcements, rules.
import type { PageMeta } from './history';

/** `data[]` of GET /api/member/banner. */
export interface WireBanner {
  link: string;
  picture: string;
}

/** `popup` of GET /api/member/banner (may be null); `title` splits into lines at `<br>`. */
export interface WireBannerPopup {
  path_img: string;
  title: string;
}

/** `data[]` of GET /api/member/announces. */
export interface WireAnnouncement {
  date_time: string;
  content_th: string;
  content_en: string;
}

/** The whole reply of GET /api/member/announces (its `meta` sits beside `data`). */
export interface WireAnnouncementPage {
  status: true;
  data: WireAnnouncement[];
  meta: PageMeta;
}

/** `data.data[]` of GET /api/member/rules; `detail_th` is the operator's HTML (sanitise it). */
export interface WireSportRule {
  sport_name_th: string;
  detail_th: string;
}
