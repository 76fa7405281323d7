import { describe, it, expect } from 'vitest';
import {
  createSearchIndex,
  normalizeText,
  tokenize,
  type SearchDocument,
  type SearchIndex,
} from '../../server/services/search';

// Small support FAQs in the shape the site stores them: plain-text title, HTML content.
const EN: SearchDocument[] = [
  {
    id: 101,
    title: 'How do I reset my smart plug?',
    content:
      '<p>Press and hold the button on the <strong>Wi-Fi plug</strong> for 10 seconds until the LED flashes red.</p>' +
      '<p>The plug then returns to factory settings &amp; can be added again in the app.</p>',
  },
  {
    id: 102,
    title: 'Setting up the garage door opener',
    content:
      '<ol><li>Mount the controller next to the wall button.</li><li>Attach the tilt sensor to the door.</li>' +
      '<li>Open the app and follow the steps.</li></ol>',
  },
  {
    id: 103,
    title: 'Pairing with Apple HomeKit',
    content:
      '<p>Open the Home app, tap &quot;Add Accessory&quot; and scan the HomeKit setup code on the device. ' +
      'Make sure the firmware is up to date before pairing.</p>',
  },
  {
    id: 104,
    title: 'Updating the firmware',
    content:
      '<p>In the app go to Settings &gt; Device &gt; Firmware update. Keep the device powered during the update.</p>',
  },
  {
    id: 105,
    title: 'Linking your account with Amazon Alexa',
    content:
      '<p>Enable the skill in the Alexa app and sign in with your account. ' +
      'Then say &quot;Alexa, discover devices&quot;.</p>',
  },
  {
    id: 106,
    title: 'Connecting to Google Home',
    content:
      '<p>In the Google Home app tap + &rarr; Set up device &rarr; Works with Google and choose our service.</p>',
  },
  {
    id: 107,
    title: 'The plug does not connect to Wi-Fi',
    content:
      '<p>Only 2.4 GHz networks are supported. Move the plug closer to the router. ' +
      'If nothing helps, reset the plug and set it up again.</p>',
  },
  {
    id: 108,
    title: 'Which WiFi bands does the hub support?',
    content: '<p>The hub uses 2.4 GHz for the devices and can join 5 GHz networks for the internet connection.</p>',
  },
  {
    id: 109,
    title: 'Replacing the door sensor battery',
    content: '<p>Slide the cover off the door sensor and insert a new CR2032 battery.</p>',
  },
];

const DE: SearchDocument[] = [
  {
    id: 201,
    title: 'Garagentoröffner einrichten',
    content:
      '<p>So richten Sie den Garagentoröffner in der App ein: Steuergerät montieren, Sensor anbringen, fertig.</p>',
  },
  {
    id: 202,
    title: 'WLAN-Steckdose zurücksetzen',
    content: '<p>Halten Sie die Taste 10 Sekunden gedrückt, bis die LED rot blinkt.</p>',
  },
  {
    id: 203,
    title: 'Firmware aktualisieren',
    content: '<p>Öffnen Sie in der App Einstellungen &gt; Gerät &gt; Firmware-Update.</p>',
  },
  {
    id: 204,
    title: 'Mit Amazon Alexa verbinden',
    content: '<p>Aktivieren Sie den Skill in der Alexa-App und melden Sie sich an.</p>',
  },
];

const FR: SearchDocument[] = [
  {
    id: 301,
    title: 'Réinitialiser la prise connectée',
    content: '<p>Maintenez le bouton enfoncé pendant 10 secondes jusqu’à ce que le voyant clignote en rouge.</p>',
  },
  {
    id: 302,
    title: 'Mettre à jour le firmware',
    content: '<p>Dans l’application, ouvrez Réglages &gt; Appareil &gt; Mise à jour.</p>',
  },
  {
    id: 303,
    title: 'Associer avec Apple HomeKit',
    content: '<p>Scannez le code de configuration HomeKit avec l’app Maison.</p>',
  },
];

const ES: SearchDocument[] = [
  {
    id: 401,
    title: 'Restablecer el enchufe inteligente',
    content: '<p>Mantén pulsado el botón durante 10 segundos hasta que el LED parpadee en rojo.</p>',
  },
  {
    id: 402,
    title: 'Configurar el abridor de puerta de garaje',
    content: '<p>Monta el controlador junto al pulsador de pared y sigue los pasos de la aplicación.</p>',
  },
  {
    id: 403,
    title: 'Actualizar el firmware',
    content: '<p>En la aplicación ve a Ajustes &gt; Dispositivo &gt; Actualización.</p>',
  },
];

const IT: SearchDocument[] = [
  {
    id: 501,
    title: 'Ripristinare la presa intelligente',
    content: '<p>Tieni premuto il pulsante per 10 secondi finché il LED lampeggia in rosso.</p>',
  },
  {
    id: 502,
    title: 'Aggiornare il firmware',
    content: '<p>Nell’app apri Impostazioni &gt; Dispositivo &gt; Aggiornamento firmware.</p>',
  },
  {
    id: 503,
    title: 'Collegare Google Home',
    content: '<p>Nell’app Google Home tocca + e scegli il nostro servizio.</p>',
  },
];

const JA: SearchDocument[] = [
  {
    id: 601,
    title: 'ファームウェアの更新方法',
    content: '<p>アプリの「設定」から「デバイス」を開き、ファームウェアを更新してください。</p>',
  },
  {
    id: 602,
    title: 'Wi-Fiに接続できません',
    content: '<p>ルーターの2.4GHz帯をご利用ください。</p>',
  },
  {
    id: 603,
    title: 'HomeKitとのペアリング',
    content: '<p>ホームアプリでセットアップコードをスキャンしてペアリングします。</p>',
  },
  {
    id: 604,
    title: 'スマートプラグをリセットする',
    content: '<p>ボタンを10秒間長押しすると、LEDが赤く点滅します。</p>',
  },
  {
    id: 605,
    title: 'ハブが見つからない',
    content: '<p>ハブに接続しても、アプリで操作できません場合はハブを再起動してください。</p>',
  },
];

const ids = (index: SearchIndex, query: string) => index.search(query).map((hit) => hit.id);
const first = (index: SearchIndex, query: string) => ids(index, query)[0];

describe('normalizeText', () => {
  it('lower-cases, strips Latin diacritics and folds full-width forms', () => {
    expect(normalizeText('Réinitialiser')).toBe('reinitialiser');
    expect(normalizeText('Garagentoröffner ÜBER')).toBe('garagentoroffner uber');
    expect(normalizeText('Ｗｉ－Ｆｉ　ＲＥＳＥＴ')).toBe('wi-fi reset');
    expect(normalizeText('Straße')).toBe('strasse');
  });

  it('keeps kana intact and turns half-width katakana into full-width', () => {
    expect(normalizeText('ペアリング')).toBe('ペアリング');
    expect(normalizeText('ﾍﾟｱﾘﾝｸﾞ')).toBe('ペアリング');
    expect(normalizeText('ガレージ')).toBe('ガレージ');
    expect(normalizeText('接続できません')).toBe('接続できません');
  });

  it('survives lone surrogates and empty input', () => {
    expect(normalizeText('')).toBe('');
    expect(() => normalizeText('a\uD800b\uDC00c')).not.toThrow();
    expect(normalizeText('a\uD800b')).not.toContain('\uD800');
  });
});

describe('tokenize', () => {
  it('drops stop words and stems plural and inflected forms alike', () => {
    expect(tokenize('How do I reset my smart plugs?', 'en')).toEqual(['reset', 'smart', 'plug']);
    expect(tokenize('updating', 'en')).toEqual(tokenize('update', 'en'));
    expect(tokenize('batteries', 'en')).toEqual(tokenize('battery', 'en'));
    expect(tokenize('prises connectées', 'fr')).toEqual(tokenize('prise connecté', 'fr'));
    expect(tokenize('enchufes', 'es')).toEqual(tokenize('enchufe', 'es'));
    expect(tokenize('prese intelligenti', 'it')).toEqual(tokenize('presa intelligente', 'it'));
    expect(tokenize('Steckdosen', 'de')).toEqual(tokenize('Steckdose', 'de'));
  });

  it('keeps a query made only of stop words', () => {
    expect(tokenize('how to', 'en')).toEqual(['how', 'to']);
  });

  it('joins hyphenated words so Wi-Fi meets WiFi', () => {
    expect(tokenize('Wi-Fi', 'en')).toEqual(['wifi']);
    expect(tokenize('WiFi', 'en')).toEqual(['wifi']);
    expect(tokenize('WLAN-Steckdose', 'de')).toEqual(expect.arrayContaining(['wlan', tokenize('steckdose', 'de')[0]]));
  });

  it('cuts French and Italian elisions', () => {
    expect(tokenize('l’application', 'fr')).toEqual(tokenize('application', 'fr'));
    expect(tokenize("dell'app", 'it')).toEqual(['app']);
  });

  it('indexes CJK runs as bigrams plus dictionary words', () => {
    const tokens = tokenize('接続できません', 'ja');
    expect(tokens).toEqual(expect.arrayContaining(['接続', '続で', 'でき', 'ませ', 'せん']));
    expect(tokenize('猫', 'ja')).toEqual(['猫']);
    expect(tokenize('ファームウェア', 'ja')).toContain('ファームウェア');
  });

  it('accepts an unknown or invalid language tag', () => {
    expect(tokenize('Reset plug', 'xx')).toEqual(['reset', 'plug']);
    expect(tokenize('Reset plug', '!!')).toEqual(['reset', 'plug']);
  });
});

describe('createSearchIndex: relevance (en)', () => {
  const index = createSearchIndex(EN, 'en');

  it('reports its size', () => {
    expect(index.size).toBe(EN.length);
    expect(createSearchIndex([], 'en').size).toBe(0);
  });

  it('ranks the reset FAQ first for "reset plug"', () => {
    const result = ids(index, 'reset plug');
    expect(result[0]).toBe(101);
    // The Wi-Fi FAQ mentions both words in its body, so it is found, just lower.
    expect(result).toContain(107);
  });

  it('ranks a title match above a body-only match', () => {
    // "firmware" is in the title of 104 and only in the body of 103.
    const result = ids(index, 'firmware');
    expect(result.slice(0, 2)).toEqual([104, 103]);
  });

  it('ranks documents matching more query terms higher', () => {
    // 109 has "door" and "sensor" in its title; only 102 has all three words.
    const result = ids(index, 'garage door sensor');
    expect(result[0]).toBe(102);
    expect(result).toContain(109);
  });

  it('strips tags and decodes entities in content', () => {
    expect(first(index, 'factory settings')).toBe(101);
    expect(ids(index, 'strong')).toEqual([]);
    expect(ids(index, 'amp')).toEqual([]);
    expect(first(index, 'add accessory')).toBe(103);
  });

  it('matches prefixes while the user is typing', () => {
    expect(first(index, 'firmw')).toBe(104);
    expect(first(index, 'homek')).toBe(103);
  });

  it('respects the limit', () => {
    expect(index.search('the plug', 1)).toHaveLength(1);
    expect(index.search('plug', 0)).toEqual([]);
  });
});

describe('createSearchIndex: typos', () => {
  const index = createSearchIndex(EN, 'en');

  it('finds the garage door FAQ for "garge door"', () => {
    expect(first(index, 'garge door')).toBe(102);
  });

  it('finds the firmware FAQ for "firmwre"', () => {
    expect(first(index, 'firmwre')).toBe(104);
  });

  it('handles transpositions and longer words', () => {
    expect(first(index, 'aelxa')).toBe(105);
    expect(first(index, 'acessory')).toBe(103);
  });

  it('prefers the exact word over a typo neighbour', () => {
    const scores = index.search('firmware');
    const typo = index.search('firmwre');
    expect(typo[0]?.score ?? 0).toBeLessThan(scores[0]?.score ?? 0);
  });

  it('treats Wi-Fi, wifi and WiFi alike', () => {
    for (const query of ['Wi-Fi', 'wifi', 'WiFi', 'WI-FI']) {
      const result = ids(index, query);
      expect(result).toContain(107);
      expect(result).toContain(108);
      expect(result).toContain(101);
    }
  });
});

describe('createSearchIndex: German', () => {
  const index = createSearchIndex(DE, 'de');

  it('finds the garage door opener FAQ by its full title, with or without umlauts', () => {
    expect(first(index, 'Garagentoröffner einrichten')).toBe(201);
    expect(first(index, 'garagentoroffner')).toBe(201);
  });

  it('finds a compound by one of its parts', () => {
    expect(ids(index, 'Garagentor')).toEqual([201]);
    expect(ids(index, 'Steckdose')).toEqual([202]);
  });

  it('finds WLAN and accepts WiFi as a synonym', () => {
    expect(first(index, 'WLAN')).toBe(202);
    expect(first(index, 'wlan steckdose')).toBe(202);
    expect(first(index, 'Wi-Fi Steckdose')).toBe(202);
  });

  it('matches inflected forms and drops German stop words', () => {
    expect(first(index, 'Steckdosen zurücksetzen')).toBe(202);
    expect(first(index, 'die Firmware aktualisieren')).toBe(203);
  });
});

describe('createSearchIndex: French', () => {
  const index = createSearchIndex(FR, 'fr');

  it('matches with and without accents', () => {
    expect(first(index, 'reinitialiser')).toBe(301);
    expect(first(index, 'Réinitialiser la prise')).toBe(301);
    expect(first(index, 'REINITIALISER')).toBe(301);
  });

  it('matches plural and feminine forms and elided articles', () => {
    expect(first(index, 'prises connectées')).toBe(301);
    expect(first(index, 'mise à jour')).toBe(302);
    expect(first(index, 'application')).toBe(302);
  });
});

describe('createSearchIndex: Spanish', () => {
  const index = createSearchIndex(ES, 'es');

  it('finds the right FAQ', () => {
    expect(first(index, 'restablecer enchufe')).toBe(401);
    expect(first(index, 'enchufes')).toBe(401);
    expect(first(index, 'puerta garaje')).toBe(402);
    expect(first(index, 'actualización')).toBe(403);
    expect(first(index, 'boton')).toBe(401);
  });
});

describe('createSearchIndex: Italian', () => {
  const index = createSearchIndex(IT, 'it');

  it('finds the right FAQ', () => {
    expect(first(index, 'ripristino presa')).toBe(501);
    expect(first(index, 'prese intelligenti')).toBe(501);
    expect(first(index, 'aggiornamento firmware')).toBe(502);
    expect(first(index, 'google home')).toBe(503);
  });
});

describe('createSearchIndex: Japanese', () => {
  const index = createSearchIndex(JA, 'ja');

  it('finds firmware, connection and pairing FAQs', () => {
    expect(first(index, 'ファームウェア更新')).toBe(601);
    expect(first(index, 'ファームウェア')).toBe(601);
    expect(first(index, '接続')).toBe(602);
    expect(first(index, 'ペアリング')).toBe(603);
    expect(first(index, 'リセット')).toBe(604);
  });

  it('finds words that are not adjacent in the document', () => {
    const result = ids(index, '接続できません');
    expect(result[0]).toBe(602);
    expect(result).toContain(605);
  });

  it('matches half-width katakana queries against full-width text', () => {
    expect(first(index, 'ﾍﾟｱﾘﾝｸﾞ')).toBe(603);
    expect(first(index, 'ﾌｧｰﾑｳｪｱ')).toBe(601);
  });

  it('uses single characters for a one-character query', () => {
    expect(ids(index, '赤')).toEqual([604]);
  });

  it('finds Latin words inside Japanese text', () => {
    expect(first(index, 'wifi')).toBe(602);
    expect(first(index, 'homekit')).toBe(603);
  });
});

describe('createSearchIndex: robustness', () => {
  const index = createSearchIndex(EN, 'en');

  it('returns nothing for an empty or blank query', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('   \t\n ')).toEqual([]);
    expect(index.search('\u3000')).toEqual([]);
  });

  it('still searches when the query has only stop words', () => {
    expect(() => index.search('how do I')).not.toThrow();
    // 101 is the only FAQ whose title contains "how do i".
    expect(first(index, 'how do I')).toBe(101);
  });

  it('does not throw on emoji, RegExp syntax, lone surrogates or huge queries', () => {
    const nasty = ['🔌💡', '(.*+?[', '\\', '$&', 'a\uD800', '\uDC00', '<script>', '&amp;', '\u0000', 'x'.repeat(10_000)];
    for (const query of nasty) {
      expect(() => index.search(query)).not.toThrow();
    }
    expect(index.search('🔌💡')).toEqual([]);
    expect(index.search('(.*+?[')).toEqual([]);
    expect(ids(index, 'plug 🔌')).toEqual(ids(index, 'plug'));
  });

  it('only looks at the first 200 characters of a query', () => {
    expect(first(index, `garage ${'x'.repeat(10_000)}`)).toBe(102);
    expect(ids(index, `${'x '.repeat(150)}garage`)).toEqual([]);
  });

  it('indexes odd documents without throwing', () => {
    const odd = createSearchIndex(
      [
        { id: 1, title: '', content: '' },
        { id: 2, title: '🔌', content: '<p unclosed <b>bold' },
        { id: 3, title: 'a < b', content: '&#xD800; &#99999999; &bogus; <script>reset()</script><!-- reset -->' },
        { id: 4, title: 'x'.repeat(10_000), content: '<'.repeat(10_000) },
      ],
      'en',
    );
    expect(odd.size).toBe(4);
    expect(odd.search('reset')).toEqual([]);
    expect(first(odd, 'bold')).toBe(2);
  });

  it('tolerates a bad limit', () => {
    expect(index.search('plug', -5)).toEqual([]);
    expect(index.search('plug', Number.NaN).length).toBeGreaterThan(0);
    expect(index.search('plug', 2.7)).toHaveLength(2);
  });
});

describe('createSearchIndex: determinism', () => {
  it('breaks ties by ascending id regardless of input order', () => {
    const twin = (id: number): SearchDocument => ({ id, title: 'Reset the hub', content: '<p>Hold the button.</p>' });
    const a = createSearchIndex([twin(30), twin(10), twin(20)], 'en');
    const b = createSearchIndex([twin(20), twin(30), twin(10)], 'en');
    expect(ids(a, 'reset hub')).toEqual([10, 20, 30]);
    expect(b.search('reset hub')).toEqual(a.search('reset hub'));
  });

  it('returns the same result for the same query every time', () => {
    const index = createSearchIndex(EN, 'en');
    const once = index.search('plug wifi reset');
    for (let i = 0; i < 5; i++) expect(index.search('plug wifi reset')).toEqual(once);
  });
});

describe('createSearchIndex: performance', () => {
  it('builds 500 documents of ~2 KB and answers 200 queries quickly', () => {
    // A pseudo-random but fixed generator, so the test sees the same corpus every run.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const words = [
      'plug', 'reset', 'garage', 'door', 'opener', 'firmware', 'update', 'homekit', 'pairing', 'alexa',
      'google', 'router', 'network', 'sensor', 'battery', 'camera', 'doorbell', 'thermostat', 'schedule',
      'automation', 'scene', 'bridge', 'hub', 'account', 'password', 'notification', 'motion', 'light',
      'bulb', 'dimmer', 'switch', 'outlet', 'energy', 'consumption', 'installation', 'bracket', 'cable',
      'controller', 'warranty', 'support', 'connection', 'bluetooth', 'signal', 'strength', 'channel',
    ];
    // Real FAQs share a few domain words and otherwise differ: 1 word in 15 is a domain word, the
    // rest comes from 2000 made-up words, so a query matches a realistic share of the documents.
    const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'so', 'vi', 'pe', 'da', 'ri', 'mo', 'ze', 'fu', 'gan'];
    const syllable = () => syllables[Math.floor(random() * syllables.length)] ?? 'ka';
    const filler = Array.from(
      { length: 2000 },
      () => syllable() + syllable() + syllable() + (random() < 0.5 ? syllable() : ''),
    );
    const pickFrom = (list: string[]) => list[Math.floor(random() * list.length)] ?? 'plug';
    const pick = () => pickFrom(words);
    const sentence = (n: number) =>
      Array.from({ length: n }, () => (random() < 1 / 15 ? pick() : pickFrom(filler))).join(' ');
    const docs: SearchDocument[] = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      title: sentence(6),
      content: Array.from({ length: 20 }, () => `<p>${sentence(12)}.</p>`).join(''),
    }));
    expect(docs.reduce((sum, d) => sum + d.content.length, 0) / docs.length).toBeGreaterThan(1500);

    const queries = ['reset plug', 'garge door', 'firmwre update', 'homek', 'alexa routine', 'wifi', 'battery sensor'];
    // CPU time is logged next to wall time: on a busy CI machine the two differ a lot.
    const cpuMs = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const buildStart = performance.now();
    const buildCpu = cpuMs();
    const index = createSearchIndex(docs, 'en');
    const buildMs = performance.now() - buildStart;
    const buildCpuMs = cpuMs() - buildCpu;
    const queryStart = performance.now();
    const queryCpu = cpuMs();
    let found = 0;
    for (let i = 0; i < 200; i++) {
      found += index.search(`${queries[i % queries.length]} ${i % 3 === 0 ? pick() : ''}`).length;
    }
    const queryMs = performance.now() - queryStart;
    const queryCpuMs = cpuMs() - queryCpu;

    expect(index.size).toBe(500);
    expect(found).toBeGreaterThan(0);
    expect(queryMs).toBeLessThan(2000);
    console.info(
      `search: build 500 docs ${buildMs.toFixed(0)} ms (cpu ${buildCpuMs.toFixed(0)} ms), ` +
        `200 queries ${queryMs.toFixed(0)} ms (cpu ${queryCpuMs.toFixed(0)} ms)`,
    );
  });
});
