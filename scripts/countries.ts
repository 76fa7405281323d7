// npm run locales:countries: writes locales/<lng>/countries.json, the names of the forms' countries and
// territories (shared/countries.ts) in each language, from the Unicode CLDR that Node's Intl carries
// (Intl.DisplayNames), sorted as each language sorts (Japanese by the names' readings: country-order.ts).
// The files are committed: the server and the browser read the same names, whatever ICU version each has,
// so a page never renders two different spellings.
import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from '../shared/countries';
import { LANGUAGES } from '../shared/i18n';
import { countryOrder } from './country-order';

for (const lng of LANGUAGES) {
  const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' });
  const entries = COUNTRY_CODES.map((code) => {
    const name = names.of(code);
    if (!name) throw new Error(`no ${lng} name for ${code}`);
    return [code, name] as const;
  }).sort(countryOrder(lng));
  const file = path.join('locales', lng, 'countries.json');
  fs.writeFileSync(file, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
  console.log(`${file}: ${entries.length} names (ICU ${process.versions.icu}, CLDR ${process.versions.cldr})`);
}
