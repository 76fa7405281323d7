// A mobile device is one whose user agent indicates a mobile WebKit browser, iPhone, iPad or Android
// (the full rule: docs/product/routes.md, Devices). Checked against the ua-parser-js test fixtures
// (tests/fixtures/user-agents.json) and a few named user agents.
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
const label = (entry: Entry) => `${entry.desc} | ${entry.ua}`;
const noDeviceType = (entry: Entry) => entry.device === undefined || entry.device === 'undefined' || entry.device === 'none';

// Entries the fixture gives no device type and that carry neither iPhone, iPad, Android nor "Mobile", yet
// are phones or tablets (ua-parser-js says so, and the small-screen layout suits them): detected as
// mobile. Keyed by the exact user agent, each with the reason mobile is right (or, for one, harmless).
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
    'Audisto Crawler (mobile; +https://audisto.com/bot)',
    'crawler asking for the mobile rendering',
  ],
  [
    'Audisto Crawler (mobile; essential; +https://audisto.com/bot)',
    'crawler asking for the mobile rendering',
  ],
  [
    'Pegasus Mail/4.70',
    'misread by ua-parser-js 1.x as an ASUS phone; an e-mail client never browses the site, so harmless',
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
]);

describe('detectDevice against the ua-parser-js fixtures', () => {
  it('reads a fixture of real user agents', () => {
    expect(fixture.source).toMatch(/ua-parser-js/);
    expect(entries.length).toBeGreaterThan(1000);
  });

  const phonesAndTablets = entries.filter((entry) => entry.device === 'mobile' || entry.device === 'tablet');
  it.each(phonesAndTablets.map((entry) => [label(entry), entry.ua]))(
    'phone or tablet is mobile: %s',
    (_label, ua) => {
      expect(detectDevice(ua)).toBe('mobile');
    },
  );

  const withToken = entries.filter((entry) => MOBILE_TOKENS.test(entry.ua));
  it.each(withToken.map((entry) => [label(entry), entry.ua]))(
    'iPhone, iPad or Android token is mobile: %s',
    (_label, ua) => {
      expect(detectDevice(ua)).toBe('mobile');
    },
  );

  const mobileWebKit = entries.filter((entry) => /AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua));
  it.each(mobileWebKit.map((entry) => [label(entry), entry.ua]))(
    'mobile WebKit browser is mobile: %s',
    (_label, ua) => {
      expect(detectDevice(ua)).toBe('mobile');
    },
  );

  const featurePhones = entries.filter((entry) => FEATURE_PHONE.test(entry.ua));
  it.each(featurePhones.map((entry) => [label(entry), entry.ua]))('feature phone is mobile: %s', (_label, ua) => {
    expect(detectDevice(ua)).toBe('mobile');
  });

  const untyped = entries.filter(
    (entry) => noDeviceType(entry) && !MOBILE_TOKENS.test(entry.ua) && !/Mobile/.test(entry.ua) && !FEATURE_PHONE.test(entry.ua),
  );
  const desktopExpected = untyped.filter((entry) => !MOBILE_WITHOUT_TOKEN.has(entry.ua));
  it.each(desktopExpected.map((entry) => [label(entry), entry.ua]))(
    'no device type, no mobile token is desktop: %s',
    (_label, ua) => {
      expect(detectDevice(ua)).toBe('desktop');
    },
  );

  const exceptions = untyped.filter((entry) => MOBILE_WITHOUT_TOKEN.has(entry.ua));
  it.each(exceptions.map((entry) => [label(entry), MOBILE_WITHOUT_TOKEN.get(entry.ua), entry.ua]))(
    'listed exception is mobile: %s (%s)',
    (_label, _reason, ua) => {
      expect(detectDevice(ua)).toBe('mobile');
    },
  );

  it('lists no exception that the fixture does not contain', () => {
    const present = new Set(entries.map((entry) => entry.ua));
    expect([...MOBILE_WITHOUT_TOKEN.keys()].filter((ua) => !present.has(ua))).toEqual([]);
  });

  // Televisions, consoles, headsets and embedded screens are desktop unless they say Android/iPhone or
  // run a mobile WebKit browser (the rule is stated in those tokens, whatever the screen).
  const bigScreens = entries.filter(
    (entry) =>
      ['smarttv', 'console', 'xr', 'embedded'].includes(entry.device ?? '') &&
      !MOBILE_TOKENS.test(entry.ua) &&
      !/iPod/.test(entry.ua) &&
      !(/AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua)),
  );
  it.each(bigScreens.map((entry) => [label(entry), entry.ua]))(
    'television, console or headset without a mobile token is desktop: %s',
    (_label, ua) => {
      expect(detectDevice(ua)).toBe('desktop');
    },
  );
});

/** The layout each fixture entry should get, from what the fixture says of it and the rule's tokens. */
function expectedLayout(entry: Entry): 'desktop' | 'mobile' {
  if (MOBILE_TOKENS.test(entry.ua) || /iPod/.test(entry.ua)) return 'mobile';
  if (/AppleWebKit/i.test(entry.ua) && /\bMobile\b/.test(entry.ua)) return 'mobile';
  if (FEATURE_PHONE.test(entry.ua)) return 'mobile';
  if (entry.device === 'mobile' || entry.device === 'tablet') return 'mobile';
  if (!noDeviceType(entry)) return 'desktop';
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
