// Device detection for the desktop/mobile layout split: a mobile device is one whose user agent
// indicates a mobile WebKit browser, iPhone, iPad or Android. The full rule, in the order checked here:
// docs/product/routes.md (Devices); why ua-parser-js 1.x: docs/decisions/0001-ua-parser-js-v1.md.
import { UAParser } from 'ua-parser-js';

export type Device = 'desktop' | 'mobile';

// The rule is stated in these tokens, so they are matched literally. Case-insensitive because a few
// real user agents are lower-cased ("mozilla/5.0 (linux; android 5.0.1; ...)"). iPod is the iPhone's
// sibling and runs the same Safari.
const MOBILE_TOKENS = /iPhone|iPad|iPod|Android/i;
// A mobile WebKit browser: WebKit plus the "Mobile" token, e.g. "Mobile Safari/537.36" or iOS
// "Mobile/15E148". "Mobile" stays case-sensitive so that a crawler's "(mobile; +https://...)" note
// does not count on its own.
const WEBKIT = /AppleWebKit/i;
const MOBILE_WORD = /\bMobile\b/;
// Feature phones and their browsers that ua-parser-js 1.x gives no device type: Opera Mini (on J2ME or
// Symbian), Java ME phones (MIDP), Symbian, Nokia's Series 40/60 and Windows CE handhelds. Checked before
// the television rule.
const FEATURE_PHONE = /Opera Mini|J2ME|MIDP|Symbian|Series ?(40|60)\b|Windows CE/i;
// Browsers that exist only on an iPhone, iPad or iPod, which say so even when they ask for the desktop
// site with a Macintosh user agent: Firefox, Chrome and Edge for iOS (FxiOS, CriOS, EdgiOS), and UC
// Browser, which shortens iPhone and iPod to "iPh OS" and "iPd OS". Likewise Amazon's Silk on Fire
// tablets: it adds "Silk-Accelerated", or puts "Silk/" inside the brackets of its desktop-mode Macintosh
// agent (the PlayStation Vita's browser is also called Silk, but names it after the brackets). An iPad in
// Safari's desktop mode sends none of these and stays desktop: nothing tells it from a Mac.
const IOS_OR_FIRE_TABLET = /FxiOS|CriOS|EdgiOS|\biP[hd] OS\b|Silk-Accelerated|; Silk\//;
// Crawlers that name themselves so and carry none of the tokens above get the desktop layout, whatever
// ua-parser-js 1.x reads into the rest (it takes "Alcatel-Lucent" in a search engine's crawler for an
// Alcatel phone). Crawlers that present themselves as a phone model (Google's feature-phone crawlers on a
// DoCoMo or KDDI agent) are left to ua-parser-js and get the phone's layout, which is what they ask for.
const CRAWLER = /spider|crawler/i;
// ua-parser-js 1.x reports several LG webOS / NetCast televisions, Sony BRAVIA televisions and BrightSign
// signage players (a model such as "XT1144", taken for a Motorola phone) as 'mobile'. These are big
// screens and get the desktop layout, so its verdict is ignored when the agent names one.
const TELEVISION =
  /SmartTV|SMART-TV|Web0S|webOS\.TV|NetCast|HbbTV|GoogleTV|CrKey|Large Screen|\bTV\b|BRAVIA|BrightSign/i;

// Real user agents are a few hundred characters; ua-parser-js itself reads only the first 500. Capping
// the input keeps both the regular expressions and the cache keys small whatever a client sends.
const MAX_UA_LENGTH = 1024;
const CACHE_SIZE = 500;
// The same few hundred user agents make up almost all traffic, so a small LRU (a Map keeps insertion
// order: re-inserting on a hit moves the entry to the end, the first key is the least recently used)
// spares a ua-parser-js run per request.
const cache = new Map<string, Device>();

/**
 * 'mobile' when the user agent names iPhone, iPad, iPod or Android, is a WebKit browser with the
 * "Mobile" token, is a feature phone (Opera Mini, J2ME/MIDP, Symbian, Series 40/60), is a browser only
 * iOS devices or Fire tablets run, or is a phone or tablet according to ua-parser-js; otherwise 'desktop'
 * (missing user agents, desktop browsers, crawlers, televisions, signage, consoles).
 *
 * iPadOS 13 and later Safari asks for desktop sites by default and then sends a Macintosh user agent
 * indistinguishable from desktop Safari on a Mac. Such an iPad is detected as desktop: the server has
 * no way to tell the two apart (only client-side touch detection could).
 */
export function detectDevice(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  const ua = userAgent.length > MAX_UA_LENGTH ? userAgent.slice(0, MAX_UA_LENGTH) : userAgent;
  const cached = cache.get(ua);
  if (cached !== undefined) {
    cache.delete(ua);
    cache.set(ua, cached);
    return cached;
  }
  const device = classify(ua);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(ua, device);
  return device;
}

function classify(ua: string): Device {
  if (MOBILE_TOKENS.test(ua)) return 'mobile';
  if (WEBKIT.test(ua) && MOBILE_WORD.test(ua)) return 'mobile';
  if (FEATURE_PHONE.test(ua)) return 'mobile';
  if (IOS_OR_FIRE_TABLET.test(ua)) return 'mobile';
  if (CRAWLER.test(ua)) return 'desktop';
  if (TELEVISION.test(ua)) return 'desktop';
  // Phones and tablets that carry none of those tokens (Windows Phone, BlackBerry, Symbian, KaiOS,
  // feature phones) still want the small-screen layout.
  const type = new UAParser(ua).getDevice().type;
  return type === 'mobile' || type === 'tablet' ? 'mobile' : 'desktop';
}
