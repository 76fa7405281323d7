// A mobile device is one whose user agent indicates a mobile WebKit browser, iPhone, iPad or Android
// (the full rule: docs/product/routes.md, Devices). Checked against the real user agents of
// tests/fixtures/user-agents.json (where they come from: tests/fixtures/README.md) and a few named ones.
import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../server/http/device';
import fixture from '../fixtures/user-agents.json';

interface Entry {
  ua: string;
  desc: string;
  device?: string;
}

const entries: Entry[] = fixture.entries;
const MOBILE_TOKENS = /iPhone|iPad|Android/i;
// Feature phones ua-parser-js 1.x gives no type: Opera Mini, Java ME (MIDP), Symbian, Series 40/60, Windows CE.
const FEATURE_PHONE = /Opera Mini|J2ME|MIDP|Symbian|Series ?(40|60)\b|Windows CE/i;
// Browsers only an iPhone, iPad or iPod runs (Firefox, Chrome and Edge for iOS; UC Browser's "iPh OS" and
// "iPd OS"), and Amazon Silk on a Fire tablet, also when they send a desktop-mode Macintosh agent.
const IOS_OR_FIRE_TABLET = /FxiOS|CriOS|EdgiOS|\biP[hd] OS\b|Silk-Accelerated|; Silk\//;
const label = (entry: Entry) => `${entry.desc} | ${entry.ua}`;

/** One test per entry of the group: detectDevice gives it that layout (with the listed reason, if any). */
function eachIs(title: string, group: Entry[], layout: 'desktop' | 'mobile', reasons?: Map<string, string>) {
  const rows = group.map((entry) => [reasons ? `${label(entry)} (${reasons.get(entry.ua)})` : label(entry), entry.ua]);
  it.each(rows)(`${title} is ${layout}: %s`, (_label, ua) => {
    expect(detectDevice(ua)).toBe(layout);
  });
}
const noDeviceType = (entry: Entry) => entry.device === undefined || entry.device === 'undefined' || entry.device === 'none';

// Entries the fixture gives no device type and that carry neither iPhone, iPad, Android nor "Mobile", yet
// are phones or tablets (ua-parser-js says so, and the small-screen layout suits them): detected as
// mobile. Keyed by the exact user agent, each with the reason mobile is right.
const MOBILE_WITHOUT_TOKEN = new Map<string, string>([
  [
    'Mozilla/5.0 (SCH-F859/F859DG12;U;NUCLEUS/2.1;Profile/MIDP-2.1 Configuration/CLDC-1.1;480*800;CTC/2.0) Dolfin/2.0',
    'Samsung SCH-F859 phone (Dolfin browser)',
  ],
  [
    'NokiaE66/GoBrowser/2.0.297',
    'Nokia E66 phone',
  ],
  [
    'Nokia5700XpressMusic/GoBrowser/1.6.91',
    'Nokia 5700 XpressMusic phone',
  ],
  [
    'SAMSUNG-S8000/S8000XXIF3 SHP/VPP/R5 Jasmine/1.0 Nextreaming SMM-MMS/1.2.0 profile/MIDP-2.1 configuration/CLDC-1.1',
    'Samsung S8000 phone',
  ],
  [
    'Mozilla/4.0 (compatible; Linux 2.6.22) NetFront/3.4 Kindle/2.5 (screen 600x800; rotate)',
    'Kindle e-reader, a 600x800 screen',
  ],
  [
    'Mozilla/5.0 (X11; U; Linux armv7l; ru-RU; rv:1.9.2.3pre) Gecko/20100723 Firefox/3.5 Maemo Browser 1.7.4.8 RX-51 N900',
    'Nokia N900 phone',
  ],
  [
    'Mozilla/5.0(X11; U; Linux armv7l; fr-FR; rv:1.9.2a1pre) Gecko/20091127 Firefox/3.5 Maemo Browser 1.5.6 RX-51 N900',
    'Nokia N900 phone',
  ],
  [
    'LG-GS290/V100 Obigo/WAP2.0 Profile/MIDP-2.1 Configuration/CLDC-1.1',
    'LG GS290 phone',
  ],
  [
    'LG/KU990i/v10a Browser/Obigo-Q05A/3.6 MMS/LG-MMS-V1.0/1.2 Java/ASVM/1.0 Profile/MIDP-2.0 Configuration/CLDC-1.1',
    'LG KU990i phone',
  ],
  [
    'Opera/9.80 (Windows NT 6.1; Opera Tablet/15165; U; en) Presto/2.8.149 Version/11.1',
    'Opera\'s tablet browser',
  ],
  [
    'Mozilla/5.0 (Series40; NokiaX3-02/le6.32; Profile/MIDP-2.1 Configuration/CLDC-1.1) Gecko/20100401 S40OviBrowser/1.0.0.11.8',
    'Nokia X3-02 Series 40 phone',
  ],
  [
    'Mozilla/5.0 (Series40; Nokia2055/03.20; Profile/MIDP-2.1 Configuration/CLDC-1.1) Gecko/20100401 S40OviBrowser/2.2.0.0.34',
    'Nokia 2055 Series 40 phone',
  ],
  [
    'LG-LX600 Polaris/6.0 MMP/2.0 Profile/MIDP-2.1 Configuration/CLDC-1.1',
    'LG LX600 phone',
  ],
  [
    'JUC (Linux; U; 2.3.5; zh-cn; GT-I9100; 480*800) UCWEB7.9.0.94/139/800',
    'Samsung Galaxy S II running a J2ME browser',
  ],
  [
    'BenQ-CF61/1.00/WAP2.0/MIDP2.0/CLDC1.0 UP.Browser/6.3.0.4.c.1.102 (GUI) MMP/2.0',
    'BenQ CF61 phone',
  ],
  [
    '[FBAN/FB4A;FBAV/237.0.0.44.120;FBBV/170693408;FBDM/{density=1.75,width=720,height=1280};FBLC/en_US;FBRV/172067074;FBCR/ ;FBMF/samsung;FBBD/samsung;FBPN/com.facebook.katana;FBDV/SM-S367VL;FBSV/9;FBBK/1;FBOP/19;FBCA/armeabi-v7a:armeabi;]',
    'Facebook for Android in-app browser on a Samsung phone',
  ],
  [
    'ZTE-Z431/1.4.0 NetFront/4.2 QTV5.1 Profile/MIDP-2.1 Configuration/CLDC-1.1',
    'ZTE Z431 phone',
  ],
  [
    'HTC Streaming Player htc_asia_wwe / 1.0 / endeavoru / 4.1.1',
    'media player on an HTC phone',
  ],
  [
    'HTC_One_S/3.16.111.10',
    'HTC One S phone',
  ],
  [
    'LGE400/V10b Player/LG Player 1.0',
    'media player on an LG phone',
  ],
  [
    'BlackBerry9300/5.0.0.912 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/378',
    'BlackBerry 9300 phone',
  ],
  [
    'Mozilla/4.76 [en] (PalmOS; U; WebPro3.0; Palm-Arz1)',
    'Palm handheld',
  ],
  [
    'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML like Gecko) Version/7.2.1.0 Safari/536.2+',
    'BlackBerry PlayBook tablet',
  ],
  [
    'Nokia5250/10.0.011 (SymbianOS/9.4; U; Series60/5.0 Mozilla/5.0; Profile/MIDP-2.1 Configuration/CLDC-1.1 ) AppleWebKit/525 (KHTML, like Gecko) Safari/525 3gpp-gba',
    'Nokia 5250 Symbian phone',
  ],
  [
    'Mozilla/5.0 (SymbianOS/9.3; U; Series60/3.2 NokiaN79-1/32.001; Profile/MIDP-2.1 Configuration/CLDC-1',
    'Nokia N79 Symbian phone',
  ],
  [
    'Mozilla/5.0 (SymbianOS/9.2; U; Series60/3.1 NokiaE71-1/110.07.127; Profile/MIDP-2.0 Configuration/CLDC-1.1 ) AppleWebKit/413 (KHTML, like Gecko) Safari/413',
    'Nokia E71 Symbian phone',
  ],
  [
    'Mozilla/5.0 (hp-tablet; Linux; hpwOS/3.0.5; U; en-US) AppleWebKit/534.6 (KHTML, like Gecko) wOSBrowser/234.83 Safari/534.6 TouchPad/1.0',
    'HP TouchPad tablet',
  ],
  [
    'Opera/9.80 (Windows Phone; Opera Mini/7.6.8/35.7518; U; ru) Presto/2.8.119 Version/11.10',
    'Opera Mini on Windows Phone',
  ],
  [
    'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; HTC_Touch2_T3333; Windows Phone 6.5)',
    'HTC Touch2 Windows Phone',
  ],
  [
    'Mozilla/5.0 (Linux; U; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/2.0 Safari/535.19 Silk-Accelerated=false',
    'Kindle Fire HD tablet (Silk)',
  ],
  [
    'Mozilla/5.0 (Linux; U; en-us; KFOT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/2.1 Safari/535.19 Silk-Accelerated=true',
    'Kindle Fire tablet (Silk)',
  ],
  [
    'Mozilla/5.0 (Linux; U; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/2.2 Safari/535.19 Silk-Accelerated=true',
    'Kindle Fire HD tablet (Silk)',
  ],
  [
    'QQBrowser (Linux; U; zh-cn; HTC Hero Build/FRF91)',
    'HTC Hero phone (QQ Browser)',
  ],
  [
    'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 1.0.0; en-US) AppleWebKit/534.8+ (KHTML, like Gecko) Version/0.0.1 Safari/534.8+',
    'BlackBerry PlayBook tablet',
  ],
  [
    'iBrowser/Mini2.8 (Nokia5130c-2/07.97)',
    'Nokia 5130c phone',
  ],
  [
    'Mozilla/5.0 (Linux; U; en-US) AppleWebKit/528.5+ (KHTML, like Gecko, Safari/528.5+) Version/4.0 Kindle/3.0 (screen 600x800; rotate)',
    'Kindle e-reader, a 600x800 screen',
  ],
  [
    'Mozilla/4.0 (compatible; Linux 2.6.10) NetFront/3.3 Kindle/1.0 (screen 600x800)',
    'Kindle e-reader, a 600x800 screen',
  ],
  [
    'Mozilla/4.0 (Brew MP 1.0.2; U; en-us; Sanyo; NetFront/3.5.1/AMB) Sprint E4100',
    'Sanyo E4100 phone (Brew MP)',
  ],
  [
    'ALCATEL-OT510A/382 ObigoInternetBrowser/Q05A',
    'Alcatel OT-510A phone',
  ],
  [
    'OneBrowser/3.0 (SAMSUNG-GT-S5253/S5253DDKJ2)',
    'Samsung GT-S5253 phone',
  ],
  [
    'OneBrowser/3.0 (NokiaC2-00/03.42)',
    'Nokia C2-00 phone',
  ],
  [
    'NOKIA6120c/UC Browser7.4.0.65/28/352',
    'Nokia 6120 classic phone',
  ],
  [
    'Nokia5320di/UCWEB8.0.3.99/28/999',
    'Nokia 5320 phone',
  ],
  [
    'Alcatel-OH5/1.0 UP.Browser/6.1.0.7.7 (GUI) MMP/1.0',
    'Alcatel OH5 phone',
  ],
  [
    'Mozilla/5.0 (hp-tablet; Linux; hpwOS/3.0.0; U; en-US) AppleWebKit/534.6 (KHTML, like Gecko) wOSBrowser/233.58 Safari/534.6 TouchPad/1.0',
    'HP TouchPad tablet',
  ],
  [
    'HTC MAX 4G Opera/9.5 (Microsoft Windows; PPC; Opera Mobi/1409; U; ru)',
    'HTC MAX 4G Windows Mobile phone (Opera Mobile)',
  ],
  [
    'MQQBrowser/20 (Linux; U; 2.3.3; en-us; HTC Desire S Build/GRI40;480*800)',
    'HTC Desire S phone (QQ Browser)',
  ],
  [
    'MQQBrowser/Mini2.8 (ZTE-X990/X990_V2_Z12_ESFR_D18F100)',
    'ZTE X990 phone',
  ],
  [
    'MQQBrowser/Mini3.1 (SonyEricssonJ105i/R1HA035)',
    'Sony Ericsson J105i phone',
  ],
  [
    'DoCoMo/2.0 SH905i(c100;TB;W24H16) (compatible; Mediapartners-Google/2.1; +http://www.google.com/bot.html)',
    'Google\'s ad crawler presenting itself as a Sharp SH905i phone: the phone\'s layout is what it asks for',
  ],
  [
    'LG-C1500 UP.Browser/6.2.3 (GUI) MMP/1.0 (compatible;YahooSeeker/M1A1-R2D2; http://help.yahoo.com/help/us/ysearch/crawling/crawling-01.html)',
    'Yahoo\'s crawler presenting itself as an LG C1500 phone: the phone\'s layout is what it asks for',
  ],
  [
    '[FBAN/FB4A;FBAV/3.4;FBBV/258875;FBDM/{density=0.75,width=240,height=320};FBLC/tr_TR;FBCR/o2 - de;FBPN/com.facebook.katana;FBDV/LG-E400;FBSV/2.3.6;]',
    'Facebook for Android in-app browser on an LG phone',
  ],
  [
    '[FBAN/FB4A;FBAV/2.3;FBBV/149649;FBDM/{density=1.5,width=480,height=800};FBLC/es_ES;FBCR/;FBPN/com.facebook.katana;FBDV/LG-P920;FBSV/2.2.2;]',
    'Facebook for Android in-app browser on an LG phone',
  ],
  [
    '[FBAN/FB4A;FBAV/3.6;FBBV/330148;FBDM/{density=0.75,width=240,height=320};FBLC/de_DE;FBCR/o2 - de;FBPN/com.facebook.katana;FBDV/GT-S5570;FBSV/2.2.1;FBCA/armeabi:unknown;]',
    'Facebook for Android in-app browser on a Samsung phone',
  ],
  [
    '[FBAN/FB4A;FBAV/130.0.321;FBBV/149649;FBDM/{density=1.5,width=480,height=800};FBLC/es_ES;FBCR/;FBPN/com.facebook.katana;FBDV/LG-P920;FBSV/2.2.2;]',
    'Facebook for Android in-app browser on an LG phone',
  ],
  [
    'Mozilla/5.0 (Tablet; rv:29.0) Gecko/29.0 Firefox/29.0',
    'Firefox OS tablet',
  ],
  [
    'Nokia5228/40.1.003/sw_platform=S60;sw_platform_version=5.0;java_build_version=1.4.48',
    'Nokia 5228 Symbian (S60) phone',
  ],
  [
    'MQQBrowser/Mini2.2 (Nokia5230/50.0.001/sw_platform=S60;sw_platform_version=5.0;java_build_version=1.4.43)',
    'Nokia 5230 Symbian (S60) phone',
  ],
  [
    'JUC (Linux; U; 2.3.6; zh-cn; GT-S7500; 320*480) UCWEB7.9.0.94/139/352',
    'Samsung Galaxy Ace Plus phone running a J2ME browser',
  ],
  [
    'JUC(Linux;U;4.0.4;Zh_cn;GT-I9308;720*1280;)UCWEB7.7.0.85/139/999',
    'Samsung Galaxy S III phone running a J2ME browser',
  ],
  [
    'acer_S200 Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; Windows Phone 6.5)',
    'Acer S200 Windows Phone',
  ],
  [
    'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; HTC_Touch_Diamond2_T5353; Windows Phone 6.5)',
    'HTC Touch Diamond2 Windows Phone',
  ],
  [
    'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; T-Mobile_LEO; Windows Phone 6.5)',
    'HTC HD2 (T-Mobile LEO) Windows Phone',
  ],
  [
    'Mozilla/5.0 (Series30Plus; Nokia220/10.03.11; Profile/Series30Plus Configuration/Series30Plus) Gecko/20100401 S40OviBrowser/3.8.1.0.5',
    'Nokia 220 Series 30+ phone',
  ],
]);

// Crawlers whose own name contains "Mobile" but that present no phone: the word names the crawler's
// product, not the device asking, so they get the desktop layout like other crawlers.
const CRAWLER_NAMED_MOBILE = new Map<string, string>([
  ['Microsoft Bing Mobile SocialStreams Bot', 'Bing crawler with no phone in its user agent'],
  ['Sogou Mobile Spider1.0 (http://wap.sogou.com)', 'Sogou crawler with no phone in its user agent'],
]);

describe('detectDevice against the user-agent fixture', () => {
  it('reads a fixture of real user agents from permissively licensed sources', () => {
    expect(fixture.source).toMatch(/ua-parser-js 1\.0\.41 .*MIT.*uap-core .*Apache-2\.0.*bowser 2\.14\.1 .*MIT/);
    expect(entries.length).toBeGreaterThan(3000);
    expect(new Set(entries.map((entry) => entry.ua)).size).toBe(entries.length);
  });

  const phonesAndTablets = entries.filter((entry) => entry.device === 'mobile' || entry.device === 'tablet');
  eachIs('phone or tablet', phonesAndTablets, 'mobile');
  eachIs('iPhone, iPad or Android token', entries.filter((entry) => MOBILE_TOKENS.test(entry.ua)), 'mobile');
  const mobileWebKit = entries.filter((entry) => /AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua));
  eachIs('mobile WebKit browser', mobileWebKit, 'mobile');
  eachIs('feature phone', entries.filter((entry) => FEATURE_PHONE.test(entry.ua)), 'mobile');
  eachIs('iOS-only browser or Fire tablet Silk', entries.filter((entry) => IOS_OR_FIRE_TABLET.test(entry.ua)), 'mobile');
  const crawlersNamedMobile = entries.filter((entry) => CRAWLER_NAMED_MOBILE.has(entry.ua));
  eachIs('crawler named "Mobile" without a phone', crawlersNamedMobile, 'desktop', CRAWLER_NAMED_MOBILE);

  const untyped = entries.filter(
    (entry) =>
      noDeviceType(entry) &&
      !MOBILE_TOKENS.test(entry.ua) &&
      !/Mobile/.test(entry.ua) &&
      !FEATURE_PHONE.test(entry.ua) &&
      !IOS_OR_FIRE_TABLET.test(entry.ua),
  );
  const desktopExpected = untyped.filter((entry) => !MOBILE_WITHOUT_TOKEN.has(entry.ua));
  eachIs('no device type, no mobile token', desktopExpected, 'desktop');
  const exceptions = untyped.filter((entry) => MOBILE_WITHOUT_TOKEN.has(entry.ua));
  eachIs('listed exception', exceptions, 'mobile', MOBILE_WITHOUT_TOKEN);

  it('lists no exception that the fixture does not contain', () => {
    const present = new Set(entries.map((entry) => entry.ua));
    const listed = [...MOBILE_WITHOUT_TOKEN.keys(), ...CRAWLER_NAMED_MOBILE.keys()];
    expect(listed.filter((ua) => !present.has(ua))).toEqual([]);
  });

  // Computers, crawlers, televisions, consoles, headsets and embedded screens are desktop unless they say
  // Android/iPhone/iPod or run a mobile WebKit browser (the rule is stated in those tokens, whatever the
  // screen; Googlebot's smartphone crawler says Android).
  const desktopTyped = entries.filter(
    (entry) =>
      ['desktop', 'bot', 'smarttv', 'console', 'xr', 'embedded'].includes(entry.device ?? '') &&
      !MOBILE_TOKENS.test(entry.ua) &&
      !/iPod/.test(entry.ua) &&
      !(/AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua)),
  );
  eachIs('computer, crawler, television, console or headset without a mobile token', desktopTyped, 'desktop');
});

/** The layout each fixture entry should get, from what the fixture says of it and the rule's tokens. */
function expectedLayout(entry: Entry): 'desktop' | 'mobile' {
  if (MOBILE_TOKENS.test(entry.ua) || /iPod/.test(entry.ua)) return 'mobile';
  if (/AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua)) return 'mobile';
  if (FEATURE_PHONE.test(entry.ua)) return 'mobile';
  if (IOS_OR_FIRE_TABLET.test(entry.ua)) return 'mobile';
  if (entry.device === 'mobile' || entry.device === 'tablet') return 'mobile';
  if (!noDeviceType(entry)) return 'desktop';
  if (CRAWLER_NAMED_MOBILE.has(entry.ua)) return 'desktop';
  // Untyped phones that say so: Firefox OS and KaiOS "(Mobile; …)", Windows Phone and Windows Mobile
  // (IEMobile, Opera Mobile), UC Browser's "UCWEB Mobile".
  if (/\bMobile\b|IEMobile/.test(entry.ua)) return 'mobile';
  return MOBILE_WITHOUT_TOKEN.has(entry.ua) ? 'mobile' : 'desktop';
}

describe('detectDevice over the whole fixture', () => {
  it('gives every one of its entries the expected layout', () => {
    const wrong = entries.filter((entry) => detectDevice(entry.ua) !== expectedLayout(entry)).map(label);
    expect(wrong).toEqual([]);
    const counts = { mobile: 0, desktop: 0 };
    for (const entry of entries) counts[expectedLayout(entry)] += 1;
    expect(counts.mobile + counts.desktop).toBe(fixture.entries.length);
  });
});

describe('detectDevice on named user agents', () => {
  const desktop: [string, string | undefined][] = [
    ['missing', undefined],
    ['empty', ''],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
    ],
    [
      'Chrome on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    ['Firefox on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'],
    [
      'Chrome on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['curl', 'curl/8.5.0'],
    // iPadOS 13+ Safari in its default desktop mode sends exactly the macOS Safari user agent; it cannot
    // be told apart server-side and gets the desktop layout.
    [
      'iPadOS desktop-mode Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    [
      'LG webOS television',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager',
    ],
    ['PlayStation 5', 'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)'],
    [
      'Sony BRAVIA television (ua-parser-js 1.x calls it a phone)',
      'Mozilla/5.0 (Linux; Andr0id 12; BRAVIA 4K VH2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.6533.120 Safari/537.36 OMI/4.25.1.92.StableAVB_Sony.1',
    ],
    [
      'BrightSign signage player (ua-parser-js 1.x calls it a Motorola phone)',
      'BrightSign/8.5.53.2 (XT1144) Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) QtWebEngine/5.15.2 Chrome/87.0.4280.144 Safari/537.36',
    ],
    [
      'crawler naming a telecom company (ua-parser-js 1.x calls it an Alcatel phone)',
      'Http Connector Spider, contact Alcatel-Lucent IDOL Search',
    ],
  ];
  it.each(desktop)('%s is desktop', (_name, ua) => {
    expect(detectDevice(ua)).toBe('desktop');
  });

  const mobile: [string, string][] = [
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'iPhone Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    ],
    [
      'iPad Safari',
      'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    ],
    [
      'iPod touch Safari',
      'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
    ],
    [
      'Android Chrome phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    ],
    [
      'Android Chrome tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    ['Firefox for Android', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    [
      'Firefox for iOS on an iPad asking for the desktop site',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/24.1 Safari/605.1.15',
    ],
    [
      'Kindle Fire Silk in desktop mode',
      'Mozilla/5.0 (Macintosh; U; Intel Mac OS X 10_6_3; en-us; Silk/1.1.0-80) AppleWebKit/533.16 (KHTML, like Gecko) Version/5.0 Safari/533.16 Silk-Accelerated=true',
    ],
    ['UC Browser on an iPhone', 'UCWEB/2.0 (iOS; U; iPh OS 7_0_4; ru; iPh3,1) U2/1.0.0 UCBrowser/9.0.0.260 U2/1.0.0 Mobile'],
    ['KaiOS feature phone', 'Mozilla/5.0 (Mobile; Nokia_8110_4G; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5'],
    ['Firefox OS phone', 'Mozilla/5.0 (Mobile; rv:26.0) Gecko/26.0 Firefox/26.0'],
    ['Firefox OS tablet', 'Mozilla/5.0 (Tablet; rv:26.0) Gecko/26.0 Firefox/26.0'],
    ['BlackBerry 10', 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.3+ (KHTML, like Gecko) Version/10.0.9.386 Mobile Safari/537.3+'],
    ['BlackBerry OS 5', 'BlackBerry9300/5.0.0.912 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/378'],
    ['Opera Mini on a Java phone', 'Opera/9.80 (J2ME/MIDP; Opera Mini/5.1.21214/19.916; U; en) Presto/2.5.25'],
    ['Opera Mini on Symbian', 'Opera/9.80 (Series 60; Opera Mini/7.1.32444/191.361; U; de) Presto/2.12.423 Version/12.16'],
    ['Symbian browser', 'Doris/1.15 [en] (Symbian)'],
    ['Nokia Series 40', 'Mozilla/5.0 (Series40; Nokia2055/03.20; Profile/MIDP-2.1 Configuration/CLDC-1.1) Gecko/20100401 S40OviBrowser/2.2.0.0.34'],
    ['NetFront feature phone', 'ZTE-Z431/1.4.0 NetFront/4.2 QTV5.1 Profile/MIDP-2.1 Configuration/CLDC-1.1'],
    [
      'Windows Phone (no iPhone, iPad or Android token; ua-parser-js knows it is a phone)',
      'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
    ],
  ];
  it.each(mobile)('%s is mobile', (_name, ua) => {
    expect(detectDevice(ua)).toBe('mobile');
  });
});

describe('detectDevice cache', () => {
  it('answers the same after many distinct user agents (the LRU evicts, never grows unbounded)', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(detectDevice(iphone)).toBe('mobile');
    for (let i = 0; i < 2000; i += 1) {
      expect(detectDevice(`Mozilla/5.0 (X11; Linux x86_64) Probe/${i}`)).toBe('desktop');
    }
    expect(detectDevice(iphone)).toBe('mobile');
    expect(detectDevice(`Mozilla/5.0 (X11; Linux x86_64) Probe/0`)).toBe('desktop');
  });

  it('handles a huge user agent quickly', () => {
    const huge = `Mozilla/5.0 (Windows NT 10.0) ${'x'.repeat(100_000)}`;
    const started = performance.now();
    expect(detectDevice(huge)).toBe('desktop');
    expect(detectDevice(`Mozilla/5.0 (Linux; Android 14) ${huge}`)).toBe('mobile');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
