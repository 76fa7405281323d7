// The manuals of a product: quick start guide, user manual, installation guide, wiring diagram,
// safety information and datasheet, each made from the product's record in products.json.
import { PUBLISHED, type Company, type ManualEntry, type Product } from './schema';
import { bullets, keyValues, numbered, type Block, type PdfDoc } from './pdf';

/** The short set-up in the other languages of a multilingual quick start guide, by language code. */
const QUICK_START_TRANSLATIONS: Record<string, { language: string; steps: (supportEmail: string) => string[] }> = {
  DE: {
    language: 'Deutsch',
    steps: (email) => [
      'Laden Sie die Hearthly-App herunter und melden Sie sich an.',
      'Tippen Sie auf + und folgen Sie den Anweisungen in der App.',
      'Verbinden Sie das Gerät mit einem 2,4-GHz-WLAN mit Internetzugang.',
      `Hilfe: ${email}`,
    ],
  },
  FR: {
    language: 'Français',
    steps: (email) => [
      "Téléchargez l'application Hearthly et connectez-vous.",
      "Appuyez sur + et suivez les instructions de l'application.",
      'Connectez l’appareil à un réseau Wi-Fi 2,4 GHz avec accès à Internet.',
      `Aide : ${email}`,
    ],
  },
  IT: {
    language: 'Italiano',
    steps: (email) => [
      "Scaricate l'app Hearthly ed effettuate l'accesso.",
      "Toccate + e seguite le istruzioni nell'app.",
      'Collegate il dispositivo a una rete Wi-Fi a 2,4 GHz con accesso a Internet.',
      `Assistenza: ${email}`,
    ],
  },
  ES: {
    language: 'Español',
    steps: (email) => [
      'Descargue la aplicación Hearthly e inicie sesión.',
      'Pulse + y siga las instrucciones de la aplicación.',
      'Conecte el dispositivo a una red wifi de 2,4 GHz con acceso a Internet.',
      `Ayuda: ${email}`,
    ],
  },
};

function appSteps(p: Product): string[] {
  return (
    p.appSetup ?? [
      'Download the Hearthly app from the App Store or Google Play and sign in or create an account.',
      'Tap + in the app, choose the product and follow the on-screen instructions.',
      `Connect the product to a ${p.wifiBand} Wi-Fi network with internet access; keep your phone close to the product during set-up.`,
    ]
  );
}

/** The end of the defined support period of the latest UK PSTI statement, if the product has one. */
const supportUntil = (p: Product) => p.ukPsti?.revisions.at(-1)?.supportUntil;

function quickStart(m: ManualEntry, company: Company): Block[] {
  const p = m.product;
  const translations = m.languages
    .filter((code) => code !== 'EN')
    .flatMap((code): Block[] => {
      const translation = QUICK_START_TRANSLATIONS[code];
      if (!translation) throw new Error(`No quick start text in language ${code} (${m.title})`);
      return [{ t: 'h', text: translation.language }, ...numbered(translation.steps(company.supportEmail))];
    });
  return [
    { t: 'h', text: "What's in the box" },
    ...bullets(p.box),
    { t: 'h', text: 'Set-up' },
    ...numbered([...p.install, ...appSteps(p)]),
    ...(p.radio.length
      ? [
          { t: 'h', text: 'Status light' } as const,
          ...keyValues({
            'Blinking amber/green': 'Ready for set-up',
            'Solid green': 'Connected',
            'Blinking red': 'No internet connection; local control still works',
            Reset: 'Press and hold the button for 5 seconds until the light blinks amber',
          }),
        ]
      : []),
    ...needHelp(company),
    ...(translations.length ? [{ t: 'page' } as const, ...translations] : []),
  ];
}

function userManual(p: Product, company: Company): Block[] {
  return [
    { t: 'h', text: '1. Overview' },
    { t: 'p', text: `Thank you for choosing the ${p.name}. Power: ${p.power}.` },
    { t: 'h', text: '2. Set-up' },
    ...numbered([...p.install, ...appSteps(p)]),
    { t: 'h', text: '3. Using the app' },
    ...bullets([
      'Control the product from the device page; long-press the tile for settings.',
      'Create schedules and scenes under Automations. Schedules are stored on the product and keep running without internet.',
      'Share the product with family members under Settings > Sharing.',
    ]),
    { t: 'h', text: '4. Voice assistants and platforms' },
    {
      t: 'p',
      text: 'Link your Hearthly account in the Amazon Alexa or Google Home app, or scan the HomeKit/Matter code on the label with the Apple Home app. Voice commands are processed by the assistant provider under its own privacy policy.',
    },
    { t: 'h', text: '5. Firmware updates' },
    {
      t: 'p',
      text: `Security updates are installed automatically at night by default; you can change this under Settings > Firmware. Security updates are provided until at least ${supportUntil(p) ?? 'the end of the published support period'}.`,
    },
    { t: 'h', text: '6. Troubleshooting' },
    ...bullets([
      'Product offline: check that the Wi-Fi network is 2.4 GHz and that the router is within range.',
      'Cannot add the product: reset it (hold the button for 5 seconds) and try again with mobile data turned off.',
      'Automation not working: check the time zone of the home under Settings > Home.',
    ]),
    { t: 'h', text: '7. Specifications' },
    ...keyValues(p.specs),
    { t: 'h', text: '8. Warranty and disposal' },
    {
      t: 'p',
      text: 'Hearthly provides a 2-year limited warranty in addition to your statutory rights. Do not dispose of this product with household waste; take it to a collection point for electrical and electronic equipment (WEEE).',
    },
    ...needHelp(company),
  ];
}

function installationGuide(p: Product, company: Company): Block[] {
  return [
    { t: 'h', text: 'Before you start' },
    ...bullets(p.safety.slice(0, 3)),
    { t: 'h', text: 'Tools required' },
    ...bullets(['Screwdriver (flat 3 mm and PH1)', 'Voltage tester', 'Drill and 6 mm bit (wall mounting only)']),
    { t: 'h', text: 'Installation' },
    ...numbered(p.install),
    { t: 'h', text: 'Add to the Hearthly app' },
    ...numbered(appSteps(p), p.install.length + 1),
    ...(p.wiring ? [{ t: 'h', text: 'Connections' } as const, { t: 'wiring', wiring: p.wiring } as const] : []),
    ...needHelp(company),
  ];
}

function wiringDiagram(m: ManualEntry): Block[] {
  const p = m.product;
  if (!p.wiring) throw new Error(`${p.code} has no wiring in products.json (${m.title})`);
  return [
    {
      t: 'p',
      text: 'Warning: disconnect the power before wiring. Installation of mains-powered products must be carried out by a qualified person in accordance with local regulations.',
      bold: true,
    },
    { t: 'gap', h: 6 },
    { t: 'wiring', wiring: p.wiring },
    { t: 'h', text: 'Notes' },
    ...bullets([
      `Power: ${p.power}.`,
      'Tighten terminal screws to 0.4 Nm. Strip 8 mm of insulation; use ferrules on stranded wire.',
      'If your installation differs from this diagram, contact Hearthly support before you continue.',
    ]),
  ];
}

function safetyInformation(p: Product, company: Company): Block[] {
  return [
    { t: 'p', text: 'Read these instructions before use and keep them for future reference.', bold: true },
    { t: 'h', text: 'Warnings' },
    ...bullets(p.safety),
    { t: 'h', text: 'Rated values' },
    { t: 'p', text: p.power },
    { t: 'h', text: 'Declarations' },
    {
      t: 'p',
      text: `${company.name} declares that this product complies with the applicable EU and UK requirements. The declarations of conformity and the UK PSTI statement of compliance are available on the Regulatory Compliance page of the Hearthly support website.`,
    },
    { t: 'h', text: 'Disposal' },
    {
      t: 'p',
      text: 'This symbol on the product means that it must not be disposed of with household waste. Return it to a collection point for electrical and electronic equipment.',
    },
    ...keyValues({ Manufacturer: `${company.name}, ${company.address}`, 'EU representative': company.euRepresentative }),
  ];
}

function datasheet(p: Product): Block[] {
  return [
    { t: 'h', text: 'Technical specifications' },
    ...keyValues({
      ...p.specs,
      'Firmware (at publication)': p.firmwareVersion,
      'Security updates until': supportUntil(p) ?? 'Not applicable (no network connection)',
    }),
    { t: 'h', text: 'Radio' },
    ...(p.radio.length ? bullets(p.radio) : [{ t: 'p', text: 'No radio equipment.' } as const]),
    { t: 'h', text: 'In the box' },
    ...bullets(p.box),
    { t: 'p', grey: true, size: 8, text: 'Specifications are subject to change without notice.' },
  ];
}

function needHelp(company: Company): Block[] {
  return [
    { t: 'h', text: 'Need help?' },
    {
      t: 'p',
      text: `Visit the FAQs on the Hearthly support website or e-mail ${company.supportEmail}. Declarations of conformity and the defined support period are on the Regulatory Compliance page.`,
    },
  ];
}

function blocks(m: ManualEntry, company: Company): Block[] {
  const p = m.product;
  switch (m.category) {
    case 'Quick Start Guide':
      return quickStart(m, company);
    case 'User Manual':
      return userManual(p, company);
    case 'Installation Guide':
      return installationGuide(p, company);
    case 'Wiring Diagram':
      return wiringDiagram(m);
    case 'Safety Information':
      return safetyInformation(p, company);
    case 'Datasheet':
      return datasheet(p);
  }
}

export function manual(m: ManualEntry, company: Company): PdfDoc {
  const p = m.product;
  return {
    kind: m.category,
    title: m.title,
    heading: m.title,
    subtitle: m.category === 'User Manual' ? `${p.name}  |  Firmware ${p.firmwareVersion}` : p.name,
    date: PUBLISHED,
    blocks: blocks(m, company),
  };
}
