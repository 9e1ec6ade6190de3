import { calendarCountries } from '../api/market.ts';

/**
 * Countries of calendar releases. The Forex Factory export names a currency, not a country: EUR
 * carries the euro area's releases and those of its members, which it titles with the member's
 * adjective ("German ZEW Economic Sentiment"). Such a release is the member's, not 欧元区's.
 */
export const currencyCountries: Readonly<Record<string, string>> = {
  USD: '美国',
  EUR: '欧元区',
  GBP: '英国',
  JPY: '日本',
  CNY: '中国',
  AUD: '澳大利亚',
  NZD: '新西兰',
  CAD: '加拿大',
  CHF: '瑞士',
};

/** Title prefixes of the euro members' own releases in the EUR column. */
const euroMembers: Readonly<Record<string, string>> = {
  German: '德国',
  French: '法国',
  Italian: '意大利',
  Spanish: '西班牙',
};

/** The country of a release from its currency and title; null for a currency we do not know. */
export function countryOfRelease(currency: string, title: string): string | null {
  const country = currencyCountries[currency.trim().toUpperCase()];
  if (!country) return null;
  if (country === '欧元区') {
    const member = euroMembers[title.trim().split(/\s+/)[0] ?? ''];
    if (member) return member;
  }
  return country;
}

/** Only 美国 and 欧元区 are served (issue 15, spec 3 §7). */
export function isServedCountry(country: string): boolean {
  return (calendarCountries as readonly string[]).includes(country);
}

/**
 * An SVG as a data: URL, escaping only what a URL cannot hold (attributes use single quotes): a
 * third the length of encodeURIComponent's, since every calendar row carries its flag.
 */
const svg = (body: string): string =>
  `data:image/svg+xml,${`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 20'>${body}</svg>`.replace(
    /[%#<>" ]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/**
 * Small flags drawn inline, so a row's flag_url needs no file the site must ship (the content
 * security policy allows data: images), drawn with dashes to stay short: the US stripes are one
 * dashed vertical stroke the flag's width, the EU's twelve stars one dashed circle. Other
 * countries, never served, get a plain grey field.
 */
export const flagUrls: Readonly<Record<string, string>> = {
  美国: svg(
    "<rect width='30' height='20' fill='#fff'/>" +
      "<path d='M15 0v20' stroke='#b22234' stroke-width='30' stroke-dasharray='1.54'/>" +
      "<rect width='12' height='10.77' fill='#3c3b6e'/>",
  ),
  欧元区: svg(
    "<rect width='30' height='20' fill='#039'/>" +
      "<circle cx='15' cy='10' r='6' fill='none' stroke='#fc0' stroke-width='1.4' stroke-dasharray='1.2 1.94'/>",
  ),
};

const plainFlag = svg("<rect width='30' height='20' fill='#ccc'/>");

export function flagUrl(country: string): string {
  return flagUrls[country] ?? plainFlag;
}
