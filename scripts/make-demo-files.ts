// Generates the downloadable demo files under content/files/ from the content JSON files:
//   - every url of content/documents.json, content/manuals.json and content/resource-library.json
//     (url "/files/x/y.pdf" is written to content/files/x/y.pdf);
//   - the product-category icons of content/product-categories.json (content/files/icons/).
// PDFs are hand-written PDF 1.4 (Helvetica, WinAnsiEncoding, Flate-compressed page streams, exact xref
// offsets), .tar.gz files are a hand-built ustar archive compressed with node:zlib, .txt files are plain
// UTF-8 text, icons are 24x24 stroke SVGs (active variant in the brand colour #0b6fb8).
// Only Node built-ins are used and the output is byte-for-byte deterministic, so the generated files
// can be committed and regenerated at will:  npx tsx scripts/make-demo-files.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTENT = path.join(ROOT, 'content');
const FILES = path.join(CONTENT, 'files');
/** Sub-folders of content/files that this script owns; they are emptied before each run. */
const GENERATED_DIRS = ['eudoc', 'psti', 'manuals', 'resources', 'icons'];

const COMPANY = 'Hearthly Ltd.';
const ADDRESS = '20 Example Street, Cambridge CB1 0AA, United Kingdom';
const EU_REP = 'Hearthly Europe B.V., Voorbeeldstraat 20, 1011 AB Amsterdam, the Netherlands';
const WEBSITE = 'www.hearthly.example';
const SUPPORT_EMAIL = 'support@hearthly.example';
const SECURITY_EMAIL = 'security@hearthly.example';
const SIGNATORY = 'Eleanor Marsh, Head of Product Compliance';
const BRAND_RGB = '0.043 0.435 0.722'; // #0b6fb8

// ---------------------------------------------------------------------------------------------
// Product data (one source for the regulatory documents, the manuals and the source packages)
// ---------------------------------------------------------------------------------------------

interface Product {
  code: string;
  name: string;
  hw: string;
  fw: string;
  /** Date of the first EU declaration (revision A). */
  issued: string;
  /** Date of revision B of the EU declaration, where one exists. */
  revised: string;
  /** Radio interfaces with frequency band and maximum transmit power; empty for non-radio products. */
  radio: string[];
  /** Standards of the first issue; revision B and later issues add the EN 18031 series. */
  standards: string[];
  /** Extra Union legislation beyond RED/EMC and RoHS. */
  legislation?: string[];
  /** UK PSTI defined support period per statement revision (index 0 = revision 1). */
  support: string[];
  /** Launched after 1 August 2025: the first issue already applies EN 18031. */
  cyberFromStart?: boolean;
  power: string;
  box: string[];
  install: string[];
  specs: [string, string][];
  wiring?: { left: string; right: string; rows: [string, string, string][] };
  safety: string[];
  linux?: boolean;
}

const WIFI24 = 'Wi-Fi IEEE 802.11 b/g/n, 2400-2483.5 MHz, max. 19.8 dBm EIRP';
const BLE = 'Bluetooth Low Energy 5.0 (set-up only), 2400-2483.5 MHz, max. 8 dBm EIRP';
const WIFI5 = 'Wi-Fi IEEE 802.11 a/n/ac, 5150-5350 MHz (indoor use only) and 5470-5725 MHz, max. 22.5 dBm EIRP';
const SRD868 = 'Hearthly Sub-GHz link, 868.0-868.6 MHz, max. 13 dBm ERP, duty cycle < 1 %';

const RADIO_24 = [
  'EN 300 328 V2.2.2 (2019-07)',
  'EN 301 489-1 V2.2.3 (2019-11)',
  'EN 301 489-17 V3.2.4 (2020-09)',
];
const SAFETY_ICT = ['EN IEC 62368-1:2020+A11:2020', 'EN 62311:2008'];
const ROHS = 'EN IEC 63000:2018';
const MAINS_SAFETY = [
  'Do not use the product if it, its housing or its cable is damaged.',
  'The product is for indoor use in dry locations only unless stated otherwise.',
  'Do not open the housing. There are no user-serviceable parts inside.',
  'Keep the product away from children; it is not a toy.',
];
const GARAGE_SAFETY = [
  'Only operate the door remotely when you are sure that nobody is in the path of the door.',
  'The garage door opener must have a working safety reversal system (photo-eyes or force limit) before you use remote control.',
  'Remote closing is accompanied by an audible and visual warning on the controller; do not disable it.',
  'Keep remote controls and the app out of reach of children.',
];

const PRODUCTS: Product[] = [
  {
    code: 'HG100',
    name: 'HG100 Smart Wi-Fi Garage Door Opener',
    hw: '1.0',
    fw: '3.9.4',
    issued: '12 March 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, ...SAFETY_ICT, ROHS],
    support: ['31 December 2028', '31 December 2030'],
    power: '5 V DC, 1 A via USB-C (adapter included)',
    box: [
      'HG100 controller',
      'Magnetic door sensor with 3 m cable',
      'USB-C power adapter and 2 m cable',
      '2 terminal wires (red, white), 1.5 m',
      'Mounting screws, wall plugs and adhesive pads',
    ],
    install: [
      'Unplug the garage door opener from the mains before you connect any wires.',
      'Find the wall-button terminals on the opener (often labelled PB and COM, or red and white).',
      'Connect the red wire from the HG100 OPEN terminal to PB and the white wire from the COM terminal to COM.',
      'Fix the magnet to the top edge of the door and the sensor to the frame; the gap must be less than 20 mm when the door is closed.',
      'Mount the controller on the ceiling or wall within reach of the wires and plug in the USB-C power adapter.',
      'Plug the opener back in and continue with the app set-up below. At the end of the set-up the app runs a test cycle to confirm the wiring.',
    ],
    specs: [
      ['Model', 'HG100'],
      ['Power input', '5 V DC, 1 A (USB-C)'],
      ['Relay output', 'Dry contact, 30 V DC / 1 A max.'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
      ['Door sensor', 'Magnetic reed sensor, wired, 3 m'],
      ['Alert', 'Buzzer 85 dB and LED before remote closing'],
      ['Works with', 'Apple Home, Amazon Alexa, Google Home, SmartThings'],
      ['Operating temperature', '-20 °C to 50 °C'],
      ['Dimensions', '80 x 80 x 25 mm'],
    ],
    wiring: {
      left: 'HG100',
      right: 'Garage door opener',
      rows: [
        ['OPEN', 'PB / push button', 'red wire'],
        ['COM', 'COM / common', 'white wire'],
        ['SENSOR', 'Door sensor (no polarity)', 'grey cable'],
        ['5V IN', 'USB-C power adapter', '2 m cable'],
      ],
    },
    safety: [...GARAGE_SAFETY, ...MAINS_SAFETY.slice(0, 2)],
  },
  {
    code: 'HG200',
    name: 'HG200 Smart Garage Door Opener Pro',
    hw: '1.0',
    fw: '1.6.0',
    issued: '15 September 2025',
    revised: '15 September 2025',
    radio: [WIFI24, WIFI5, BLE, SRD868 + ' (wireless tilt sensor)'],
    standards: [...RADIO_24, 'EN 301 893 V2.1.1 (2017-05)', 'EN 300 220-2 V3.2.1 (2018-06)', 'EN 301 489-3 V2.3.2 (2023-01)', ...SAFETY_ICT, ROHS],
    cyberFromStart: true,
    support: ['31 December 2031'],
    power: '12 V DC, 1.5 A (adapter included)',
    box: [
      'HG200 controller for up to two doors',
      'Wireless tilt sensor with CR123A battery',
      '12 V DC power adapter',
      '4 terminal wires, 1.5 m',
      'Mounting bracket, screws and wall plugs',
    ],
    install: [
      'Unplug the garage door opener from the mains before you connect any wires.',
      'Connect door 1 to the terminals D1 and COM, and door 2 (optional) to D2 and COM.',
      'Stick the tilt sensor to the top panel of the door, arrow pointing up.',
      'Mount the controller with the bracket and connect the 12 V adapter.',
      'Continue with the app set-up below and pair the tilt sensor when the app prompts you.',
    ],
    specs: [
      ['Model', 'HG200'],
      ['Power input', '12 V DC, 1.5 A'],
      ['Relay outputs', '2 x dry contact, 30 V DC / 1 A max.'],
      ['Wireless', 'Dual-band Wi-Fi 2.4/5 GHz; Bluetooth LE 5.0; 868 MHz sensor link'],
      ['Tilt sensor', 'Range up to 30 m, battery life approx. 2 years'],
      ['Alert', 'Buzzer 90 dB and LED ring before remote closing'],
      ['Works with', 'Apple Home, Amazon Alexa, Google Home, SmartThings'],
      ['Operating temperature', '-20 °C to 55 °C'],
      ['Dimensions', '110 x 110 x 32 mm'],
    ],
    wiring: {
      left: 'HG200',
      right: 'Garage door opener(s)',
      rows: [
        ['D1', 'Door 1 push button (PB)', 'red wire'],
        ['COM', 'Common of door 1 and 2', 'white wire'],
        ['D2', 'Door 2 push button (optional)', 'blue wire'],
        ['12V IN', '12 V DC adapter', 'barrel plug'],
      ],
    },
    safety: [...GARAGE_SAFETY, ...MAINS_SAFETY.slice(0, 2)],
  },
  {
    code: 'HA101',
    name: 'HA101 Garage Door Opener Accessory Kit',
    hw: '1.0',
    fw: '1.0.2',
    issued: '12 March 2024',
    revised: '12 March 2024',
    radio: [],
    standards: ['EN 55032:2015+A11:2020', 'EN 55035:2017+A11:2020', ROHS],
    support: [],
    power: 'Powered by the HG100/HG200 (5 V DC)',
    box: [
      'HA101 wall-control adapter',
      'Connection cable to HG100/HG200, 1 m',
      '2 terminal wires for the opener',
      'Adhesive pad',
    ],
    install: [
      'Use the HA101 for openers with a Security+ 2.0 (yellow learn button) or other digital wall control.',
      'Unplug the garage door opener from the mains.',
      'Connect the HA101 red and white wires to the red and white wall-control terminals of the opener; the existing wall control stays connected in parallel.',
      'Connect the HA101 to the OPEN/COM terminals of the HG100 or HG200 with the cable supplied.',
      'Plug the opener back in.',
    ],
    specs: [
      ['Model', 'HA101'],
      ['Compatible controllers', 'HG100, HG200'],
      ['Compatible openers', 'Security+ 2.0 openers with yellow learn button; see the Compatibility Check'],
      ['Power', '5 V DC from the controller'],
      ['Dimensions', '60 x 40 x 18 mm'],
    ],
    wiring: {
      left: 'HA101',
      right: 'Opener / HG controller',
      rows: [
        ['R', 'Opener wall-control terminal (red)', 'red wire'],
        ['W', 'Opener wall-control terminal (white)', 'white wire'],
        ['OUT', 'HG100/HG200 OPEN and COM', 'cable supplied'],
      ],
    },
    safety: [...GARAGE_SAFETY.slice(0, 2), MAINS_SAFETY[2] ?? ''],
  },
  {
    code: 'HP110',
    name: 'HP110 Smart Wi-Fi Plug Mini',
    hw: '2.0',
    fw: '6.1.8',
    issued: '22 January 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 60669-1:2018', 'EN IEC 60669-2-1:2022', 'EN 62479:2010', ROHS],
    support: ['31 December 2029'],
    power: '230 V AC, 50 Hz, 16 A max. (Type L: 10 A)',
    box: ['HP110 smart plug', 'Quick start guide', 'Safety information'],
    install: [
      'Plug the HP110 into a wall socket; the LED blinks amber and green.',
      'Plug the appliance into the HP110. Do not exceed the maximum load of 3680 W (Type L: 2300 W).',
    ],
    specs: [
      ['Model', 'HP110-EU (Type F), HP110-FR (Type E), HP110-IT (Type L), HP110-UK (Type G)'],
      ['Rated input', '220-240 V AC, 50 Hz'],
      ['Max. load', '16 A / 3680 W (Type L 10 A / 2300 W; Type G 13 A / 3120 W)'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
      ['Energy monitoring', 'Yes, accuracy +/- 2 %'],
      ['Standby power', '< 0.5 W'],
      ['Operating temperature', '-10 °C to 40 °C, indoor use only'],
      ['Dimensions', '52 x 52 x 35 mm (without pins)'],
    ],
    safety: [
      'Do not plug the HP110 into another plug, adapter or extension lead.',
      'Do not exceed the maximum load printed on the product.',
      'Do not use the HP110 with heaters or other appliances that must not be switched on unattended.',
      ...MAINS_SAFETY,
    ],
  },
  {
    code: 'HP210',
    name: 'HP210 Smart Outdoor Plug',
    hw: '1.0',
    fw: '6.1.8',
    issued: '8 April 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 60669-1:2018', 'EN IEC 60669-2-1:2022', 'EN 60529:1991+A2:2013', 'EN 62479:2010', ROHS],
    support: ['31 December 2030'],
    power: '230 V AC, 50 Hz, 16 A max. total',
    box: ['HP210 outdoor plug with two sockets and lids', 'Quick start guide', 'Safety information'],
    install: [
      'Plug the HP210 into an outdoor socket with a residual current device (RCD) of 30 mA.',
      'Keep the socket lids closed when nothing is plugged in; the product is rated IP44 only with the lids closed.',
    ],
    specs: [
      ['Model', 'HP210-EU (Type F), HP210-FR (Type E), HP210-UK (Type G)'],
      ['Rated input', '220-240 V AC, 50 Hz'],
      ['Max. load', '16 A / 3680 W in total for both sockets'],
      ['Protection rating', 'IP44'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
      ['Operating temperature', '-20 °C to 45 °C'],
    ],
    safety: [
      'Only connect the HP210 to an outdoor socket protected by a 30 mA RCD.',
      'Do not immerse the product in water and do not use it where water can collect.',
      ...MAINS_SAFETY.slice(0, 1),
      ...MAINS_SAFETY.slice(2),
    ],
  },
  {
    code: 'HS300',
    name: 'HS300 Smart Wi-Fi Wall Switch',
    hw: '1.1',
    fw: '5.4.2',
    issued: '5 February 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 60669-1:2018', 'EN IEC 60669-2-1:2022', 'EN 62479:2010', ROHS],
    support: ['31 December 2029'],
    power: '100-240 V AC, 50/60 Hz (neutral wire required)',
    box: ['HS300 switch with front plate', 'Screws for the back box', 'Wire labels', 'Quick start guide'],
    install: [
      'Switch off the circuit at the fuse box or circuit breaker and check that the wires are dead.',
      'Remove the old switch and label the wires (live, neutral, switched live).',
      'Connect the wires to the HS300 terminals L, N and L1 as shown in the wiring diagram.',
      'Fit the HS300 into the back box and switch the circuit back on. The LED blinks amber and green.',
    ],
    specs: [
      ['Model', 'HS300'],
      ['Rated input', '100-240 V AC, 50/60 Hz'],
      ['Max. load', '10 A resistive; LED 300 W; incandescent 1000 W'],
      ['Neutral', 'Required'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
      ['Back box', '35 mm deep minimum (UK) / 60 mm round (EU)'],
    ],
    wiring: {
      left: 'HS300',
      right: 'Installation',
      rows: [
        ['L', 'Live in (brown)', 'from fuse box'],
        ['N', 'Neutral (blue)', 'required'],
        ['L1', 'Switched live to the light', 'brown/black'],
        ['PE', 'Earth to back box (if present)', 'green/yellow'],
      ],
    },
    safety: [
      'Installation must be carried out by a qualified electrician in accordance with local wiring regulations (e.g. BS 7671).',
      'Always isolate the circuit at the fuse box before installation or maintenance.',
      ...MAINS_SAFETY.slice(2),
    ],
  },
  {
    code: 'HD310',
    name: 'HD310 Smart Dimmer Switch',
    hw: '1.0',
    fw: '5.4.2',
    issued: '5 February 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 60669-1:2018', 'EN IEC 60669-2-1:2022', 'EN 62479:2010', ROHS],
    support: ['31 December 2030'],
    power: '220-240 V AC, 50 Hz (neutral wire required)',
    box: ['HD310 dimmer with front plate', 'Screws for the back box', 'Wire labels', 'Quick start guide'],
    install: [
      'Switch off the circuit at the fuse box or circuit breaker and check that the wires are dead.',
      'Connect live to L, neutral to N and the switched live to the light to the dimmed output L1.',
      'Switch the circuit back on. After the app set-up, run the calibration under Settings to set the minimum brightness.',
    ],
    specs: [
      ['Model', 'HD310'],
      ['Rated input', '220-240 V AC, 50 Hz'],
      ['Load', 'Dimmable LED 5-150 W; incandescent/halogen 10-300 W'],
      ['Dimming', 'Trailing edge'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
    ],
    wiring: {
      left: 'HD310',
      right: 'Installation',
      rows: [
        ['L', 'Live in (brown)', 'from fuse box'],
        ['N', 'Neutral (blue)', 'required'],
        ['L1', 'Dimmed live to the light', 'brown/black'],
      ],
    },
    safety: [
      'Installation must be carried out by a qualified electrician in accordance with local wiring regulations.',
      'Only connect dimmable lamps. Do not connect motors, fans or sockets to the dimmed output.',
      ...MAINS_SAFETY.slice(2),
    ],
  },
  {
    code: 'HB500',
    name: 'HB500 Smart Wi-Fi LED Bulb',
    hw: '1.0',
    fw: '4.2.11',
    issued: '19 February 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [
      ...RADIO_24,
      'EN 62560:2012+A11:2019',
      'EN 62471:2008',
      'EN IEC 55015:2019+A11:2020',
      'EN 61547:2009',
      'EN 62479:2010',
      ROHS,
    ],
    legislation: ['Commission Regulation (EU) 2019/2020 (ecodesign requirements for light sources)'],
    support: ['31 December 2029'],
    power: '220-240 V AC, 50/60 Hz',
    box: ['HB500 LED bulb', 'Quick start guide'],
    install: ['Switch off the light and screw the HB500 into the lamp holder.', 'Switch the light on; the bulb flashes three times.'],
    specs: [
      ['Model', 'HB500 (E27), HB500-E14, HB500-GU10, HB500-B22 (UK)'],
      ['Power', 'E27/B22: 9 W; E14: 5 W; GU10: 4.7 W'],
      ['Luminous flux', 'E27/B22: 806 lm; E14: 470 lm; GU10: 345 lm'],
      ['Colour', 'RGB + tunable white 2700-6500 K'],
      ['Energy class', 'F'],
      ['Lifetime', '25,000 hours'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
    ],
    safety: [
      'Switch off the power before you fit or remove the bulb; the bulb gets hot in use.',
      'Not suitable for dimmer switches or fully enclosed luminaires.',
      ...MAINS_SAFETY.slice(1),
    ],
  },
  {
    code: 'HL520',
    name: 'HL520 Smart Wi-Fi Light Strip',
    hw: '1.0',
    fw: '4.2.11',
    issued: '19 February 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 62031:2008+A2:2015', 'EN IEC 61347-2-13:2024', 'EN IEC 55015:2019+A11:2020', 'EN 61547:2009', 'EN 62479:2010', ROHS],
    legislation: ['Commission Regulation (EU) 2019/2020 (ecodesign requirements for light sources)'],
    support: ['31 December 2030'],
    power: '24 V DC, 2 A adapter (100-240 V AC input)',
    box: ['HL520 light strip (5 m or 10 m)', 'Controller with button', '24 V DC power adapter', 'Mounting clips'],
    install: [
      'Clean and dry the surface, then stick the strip in place; do not bend it sharply.',
      'Connect the strip to the controller and plug in the power adapter.',
      'The strip may be cut only at the marked scissors symbols (every 10 cm).',
    ],
    specs: [
      ['Model', 'HL520 (5 m), HL520-10 (10 m)'],
      ['Power', '24 V DC; 5 m: 18 W, 10 m: 36 W'],
      ['LEDs', 'RGBIC, 60 LEDs per metre, 20 segments'],
      ['Protection rating', 'IP20 (indoor use only)'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
    ],
    safety: ['Use only the power adapter supplied.', 'Do not cover the strip with insulating material.', ...MAINS_SAFETY.slice(1)],
  },
  {
    code: 'HT600',
    name: 'HT600 Smart Thermostat',
    hw: '1.0',
    fw: '2.3.1',
    issued: '2 September 2024',
    revised: '2 June 2025',
    radio: [WIFI24, BLE],
    standards: [...RADIO_24, 'EN 60730-1:2016+A1:2019', 'EN 60730-2-9:2019', 'EN 62479:2010', ROHS],
    legislation: ['Commission Regulation (EU) No 811/2013 (temperature control class IV)'],
    support: ['31 December 2031'],
    power: '230 V AC, 50 Hz; relay 3(1) A',
    box: ['HT600 thermostat', 'Wall plate', 'Screws and wall plugs', 'Wire labels', 'Installation guide'],
    install: [
      'Switch off the heating system and the thermostat circuit at the fuse box.',
      'Remove the old thermostat and label the wires.',
      'Fit the wall plate and connect L, N, COM and NO as shown in the wiring diagram.',
      'Clip the HT600 onto the wall plate and switch the power back on. The screen shows the set-up code.',
    ],
    specs: [
      ['Model', 'HT600'],
      ['Power supply', '230 V AC, 50 Hz'],
      ['Relay', 'Volt-free, 3(1) A, 230 V AC'],
      ['Display', '3.5-inch colour touch screen'],
      ['Temperature range', '5 °C to 35 °C, accuracy +/- 0.3 °C'],
      ['Wireless', 'Wi-Fi 2.4 GHz 802.11 b/g/n; Bluetooth LE 5.0 for set-up'],
      ['ErP class', 'IV (2 %)'],
    ],
    wiring: {
      left: 'HT600',
      right: 'Boiler / wiring centre',
      rows: [
        ['L', 'Live 230 V AC', 'brown'],
        ['N', 'Neutral', 'blue'],
        ['COM', 'Boiler demand common', 'grey'],
        ['NO', 'Boiler demand (call for heat)', 'black'],
      ],
    },
    safety: [
      'Installation must be carried out by a qualified installer.',
      'Isolate the heating system and the thermostat circuit before installation.',
      ...MAINS_SAFETY.slice(2),
    ],
  },
  {
    code: 'HC700',
    name: 'HC700 Smart Indoor Camera',
    hw: '1.0',
    fw: '2.8.5',
    issued: '14 October 2024',
    revised: '2 June 2025',
    radio: [WIFI24, WIFI5, BLE],
    standards: [...RADIO_24, 'EN 301 893 V2.1.1 (2017-05)', ...SAFETY_ICT, 'EN 55032:2015+A11:2020', 'EN 55035:2017+A11:2020', ROHS],
    support: ['31 December 2030', '31 December 2032'],
    power: '5 V DC, 1 A via USB-C',
    box: ['HC700 camera', 'USB-C power adapter and 3 m cable', 'Wall mount, screws and wall plugs', 'Quick start guide'],
    install: [
      'Place the camera on a flat surface or mount it on the wall or ceiling with the mount supplied.',
      'Insert a microSD card (optional, up to 256 GB) before you power on the camera.',
      'Connect the power adapter; the status light blinks blue when the camera is ready for set-up.',
    ],
    specs: [
      ['Model', 'HC700'],
      ['Resolution', '2K (2560 x 1440), 15 fps'],
      ['Field of view', 'Pan 355°, tilt 90°, 110° diagonal lens'],
      ['Night vision', 'Infrared, up to 10 m'],
      ['Storage', 'microSD up to 256 GB; optional cloud recording'],
      ['Audio', 'Two-way audio, noise reduction'],
      ['Wireless', 'Dual-band Wi-Fi 2.4/5 GHz; Bluetooth LE 5.0 for set-up'],
      ['Privacy', 'Privacy mode turns the lens into the housing; end-to-end encrypted live view'],
    ],
    safety: [
      'Respect the privacy of others: do not point the camera at areas you are not entitled to monitor, and inform visitors.',
      'Keep the cable out of reach of children to avoid strangulation.',
      ...MAINS_SAFETY,
    ],
    linux: true,
  },
  {
    code: 'HW800',
    name: 'HW800 Smart Water Leak Sensor',
    hw: '1.0',
    fw: '1.9.3',
    issued: '14 October 2024',
    revised: '2 June 2025',
    radio: [SRD868],
    standards: ['EN 300 220-2 V3.2.1 (2018-06)', 'EN 301 489-1 V2.2.3 (2019-11)', 'EN 301 489-3 V2.3.2 (2023-01)', 'EN IEC 62368-1:2020+A11:2020', 'EN 62479:2010', ROHS],
    support: ['31 December 2031'],
    power: '2 x AAA batteries (included), approx. 2 years',
    box: ['HW800 leak sensor', '2 x AAA batteries', 'Cable probe (1 m)', 'Adhesive pad'],
    install: [
      'The HW800 needs an HH900 Smart Hub. Add the hub first.',
      'Remove the battery tab; the LED blinks green.',
      'Place the sensor on the floor where water may collect, contacts facing down.',
    ],
    specs: [
      ['Model', 'HW800'],
      ['Power', '2 x AAA 1.5 V alkaline'],
      ['Alarm', 'Built-in 85 dB siren and app notification'],
      ['Wireless', '868 MHz Hearthly Sub-GHz link to the HH900 hub, range up to 100 m (open field)'],
      ['Protection rating', 'IP67 (sensor body)'],
      ['Operating temperature', '0 °C to 55 °C'],
    ],
    safety: ['Dispose of used batteries at a collection point.', 'Keep batteries away from children.', ...MAINS_SAFETY.slice(2)],
  },
  {
    code: 'HH900',
    name: 'HH900 Smart Hub',
    hw: '1.0',
    fw: '1.4.7',
    issued: '20 January 2025',
    revised: '2 June 2025',
    radio: [WIFI24, BLE, SRD868],
    standards: [...RADIO_24, 'EN 300 220-2 V3.2.1 (2018-06)', 'EN 301 489-3 V2.3.2 (2023-01)', ...SAFETY_ICT, ROHS],
    support: ['31 December 2031', '31 December 2033'],
    power: '5 V DC, 1 A via USB-C',
    box: ['HH900 hub', 'USB-C power adapter and cable', 'Ethernet cable', 'Quick start guide'],
    install: [
      'Place the hub in a central location, at least 1 m away from routers and microwave ovens.',
      'Connect the Ethernet cable (optional) and the power adapter; the status light blinks blue.',
    ],
    specs: [
      ['Model', 'HH900'],
      ['Power input', '5 V DC, 1 A (USB-C)'],
      ['Network', 'Wi-Fi 2.4 GHz 802.11 b/g/n; 10/100 Mbit/s Ethernet'],
      ['Sub-devices', 'Up to 64 Hearthly 868 MHz devices'],
      ['Local control', 'Automations and alarms keep working without internet'],
      ['Dimensions', '90 x 90 x 28 mm'],
    ],
    safety: MAINS_SAFETY,
    linux: true,
  },
];

function productFor(text: string): Product {
  const code = /\bH[A-Z]\d{3}\b/.exec(text)?.[0];
  const product = PRODUCTS.find((p) => p.code === code);
  if (!product) throw new Error(`No product code in "${text}"`);
  return product;
}

// ---------------------------------------------------------------------------------------------
// Minimal PDF writer
// ---------------------------------------------------------------------------------------------

type Font = 'F1' | 'F2'; // Helvetica, Helvetica-Bold

type Block =
  | { t: 'h'; text: string }
  | { t: 'p'; text: string; size?: number; bold?: boolean; grey?: boolean }
  | { t: 'li'; text: string; marker: string }
  | { t: 'kv'; k: string; v: string }
  | { t: 'gap'; h: number }
  | { t: 'wiring'; left: string; right: string; rows: [string, string, string][] }
  | { t: 'page' };

interface PdfDoc {
  /** Shown in the blue band at the top of each page. */
  kind: string;
  title: string;
  subtitle?: string;
  subject: string;
  blocks: Block[];
}

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function textWidth(text: string, font: Font, size: number): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 32;
    w += c >= 32 && c <= 126 ? (HELVETICA_WIDTHS[c - 32] ?? 556) : 556;
  }
  return (w * size * (font === 'F2' ? 1.07 : 1)) / 1000;
}

function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

// Characters of WinAnsiEncoding outside Latin-1.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99,
};

/** A PDF literal string in WinAnsiEncoding, written with octal escapes so the file stays ASCII. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    let code = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 63;
    if (code > 255 || (code >= 0x80 && code < 0xa0 && WIN_ANSI[ch] === undefined)) code = 63;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

/** A text string for the document information dictionary (UTF-16BE with byte order mark). */
function pdfInfoText(text: string): string {
  const le = Buffer.from(text, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i + 1 < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0;
    be[i + 1] = le[i] ?? 0;
  }
  return `<FEFF${be.toString('hex').toUpperCase()}>`;
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const BOTTOM = 76;

function layout(doc: PdfDoc): string[][] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = 0;
  const text = (x: number, yy: number, s: string, font: Font, size: number, rgb = '0.12 0.14 0.17') => {
    if (x + textWidth(s, font, size) > PAGE_W - MARGIN + 1) throw new Error(`Text runs past the margin: "${s}" (${doc.title})`);
    ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x.toFixed(2)} ${yy.toFixed(2)} Td ${pdfText(s)} Tj ET`);
  };
  const newPage = () => {
    ops = [];
    pages.push(ops);
    // Brand band with the document kind.
    ops.push(`${BRAND_RGB} rg 0 ${(PAGE_H - 46).toFixed(2)} ${PAGE_W} 46 re f`);
    text(MARGIN, PAGE_H - 30, 'Hearthly', 'F2', 17, '1 1 1');
    text(PAGE_W - MARGIN - textWidth(doc.kind, 'F1', 9), PAGE_H - 28, doc.kind, 'F1', 9, '1 1 1');
    y = PAGE_H - 80;
  };
  const ensure = (h: number) => {
    if (y - h < BOTTOM) newPage();
  };
  newPage();
  for (const line of wrap(doc.title, 'F2', 17, PAGE_W - 2 * MARGIN)) {
    text(MARGIN, y, line, 'F2', 17);
    y -= 22;
  }
  if (doc.subtitle) {
    for (const line of wrap(doc.subtitle, 'F1', 10, PAGE_W - 2 * MARGIN)) {
      text(MARGIN, y, line, 'F1', 10, '0.35 0.4 0.46');
      y -= 14;
    }
  }
  ops.push(`${BRAND_RGB} RG 1 w ${MARGIN} ${(y + 2).toFixed(2)} m ${(PAGE_W - MARGIN).toFixed(2)} ${(y + 2).toFixed(2)} l S`);
  y -= 18;

  for (const b of doc.blocks) {
    switch (b.t) {
      case 'page':
        newPage();
        break;
      case 'gap':
        y -= b.h;
        break;
      case 'h':
        ensure(40);
        y -= 6;
        text(MARGIN, y, b.text, 'F2', 11.5, BRAND_RGB);
        y -= 17;
        break;
      case 'p': {
        const size = b.size ?? 9.5;
        const font: Font = b.bold ? 'F2' : 'F1';
        for (const line of wrap(b.text, font, size, PAGE_W - 2 * MARGIN)) {
          ensure(size + 4);
          text(MARGIN, y, line, font, size, b.grey ? '0.35 0.4 0.46' : undefined);
          y -= size + 4;
        }
        y -= 5;
        break;
      }
      case 'li': {
        const lines = wrap(b.text, 'F1', 9.5, PAGE_W - 2 * MARGIN - 18);
        ensure(14 * Math.min(lines.length, 2));
        text(MARGIN + 2, y, b.marker, 'F1', 9.5);
        for (const line of lines) {
          ensure(14);
          text(MARGIN + 18, y, line, 'F1', 9.5);
          y -= 13.5;
        }
        y -= 2;
        break;
      }
      case 'kv': {
        if (textWidth(b.k, 'F2', 9.5) > 210 - MARGIN - 8) throw new Error(`Key too long: "${b.k}" (${doc.title})`);
        const lines = wrap(b.v, 'F1', 9.5, PAGE_W - MARGIN - 210);
        ensure(14 * lines.length);
        text(MARGIN, y, b.k, 'F2', 9.5);
        for (const line of lines) {
          text(210, y, line, 'F1', 9.5);
          y -= 13.5;
        }
        y -= 3;
        break;
      }
      case 'wiring': {
        const rowH = 30;
        const h = 26 + b.rows.length * rowH;
        ensure(h + 20);
        const top = y;
        const leftX = MARGIN;
        const boxW = 150;
        const rightX = PAGE_W - MARGIN - boxW - 40;
        const rightW = boxW + 40;
        ops.push(`0.2 0.24 0.3 RG 1.2 w ${leftX} ${(top - h).toFixed(2)} ${boxW} ${h} re S`);
        ops.push(`${rightX.toFixed(2)} ${(top - h).toFixed(2)} ${rightW} ${h} re S`);
        text(leftX + 8, top - 16, b.left, 'F2', 10);
        text(rightX + 8, top - 16, b.right, 'F2', 10);
        b.rows.forEach(([terminal, target, note], i) => {
          const ry = top - 38 - i * rowH;
          text(leftX + boxW - 10 - textWidth(terminal, 'F2', 9.5), ry, terminal, 'F2', 9.5);
          ops.push(`${BRAND_RGB} RG 1.5 w ${leftX + boxW} ${(ry + 3).toFixed(2)} m ${rightX.toFixed(2)} ${(ry + 3).toFixed(2)} l S`);
          ops.push(`${BRAND_RGB} rg ${(leftX + boxW - 2).toFixed(2)} ${(ry + 1).toFixed(2)} 4 4 re f ${(rightX - 2).toFixed(2)} ${(ry + 1).toFixed(2)} 4 4 re f`);
          const mid = (leftX + boxW + rightX) / 2;
          text(mid - textWidth(note, 'F1', 8) / 2, ry + 7, note, 'F1', 8, '0.35 0.4 0.46');
          text(rightX + 8, ry, target, 'F1', 9);
        });
        y = top - h - 18;
        break;
      }
    }
  }
  // Footer on every page.
  pages.forEach((pageOps, i) => {
    const footer = `${COMPANY}  |  ${ADDRESS}  |  ${WEBSITE}`;
    const pageNo = `Page ${i + 1} of ${pages.length}`;
    pageOps.push(`0.8 0.82 0.85 RG 0.5 w ${MARGIN} 50 m ${(PAGE_W - MARGIN).toFixed(2)} 50 l S`);
    pageOps.push(`BT /F1 7.5 Tf 0.45 0.5 0.55 rg ${MARGIN} 38 Td ${pdfText(footer)} Tj ET`);
    pageOps.push(
      `BT /F1 7.5 Tf 0.45 0.5 0.55 rg ${(PAGE_W - MARGIN - textWidth(pageNo, 'F1', 7.5)).toFixed(2)} 38 Td ${pdfText(pageNo)} Tj ET`,
    );
  });
  return pages;
}

function buildPdf(doc: PdfDoc): Buffer {
  const pages = layout(doc);
  // Object numbers: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then page + content pairs.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    `<< /Title ${pdfInfoText(doc.subject)} /Subject ${pdfInfoText(doc.kind)} /Author ${pdfInfoText(COMPANY)}` +
    ` /Creator ${pdfInfoText('Hearthly document system')} /Producer ${pdfInfoText('Hearthly make-demo-files')} >>`;
  pages.forEach((ops, i) => {
    const stream = zlib.deflateSync(Buffer.from(ops.join('\n'), 'latin1'), { level: 9 }).toString('latin1');
    const pageId = 6 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} /Filter /FlateDecode >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [0];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const fileId = crypto.createHash('md5').update(body, 'latin1').digest('hex').toUpperCase();
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R /ID [<${fileId}> <${fileId}>] >>\n`;
  body += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// Regulatory documents
// ---------------------------------------------------------------------------------------------

const CYBER = ['EN 18031-1:2024', 'EN 18031-2:2024'];

function revisionLetter(title: string): string {
  return /Rev\. ([A-Z])\b/.exec(title)?.[1] ?? 'A';
}

function euDoc(title: string): PdfDoc {
  const p = productFor(title);
  const rev = revisionLetter(title);
  // Title form: "<model> EU Declaration of Conformity (...)[ – <variant description>][ – Rev. X]".
  const variant = title.split(' – ').slice(1).filter((part) => !/^Rev\./.test(part)).join(', ') || undefined;
  const model = /\bH[A-Z]\d{3}(?:-[A-Z0-9]+)?\b/.exec(title)?.[0] ?? p.code;
  const revised = rev !== 'A';
  const withCyber = p.radio.length > 0 && (revised || p.cyberFromStart);
  const date = revised ? p.revised : p.issued;
  const docNo = `HDoC-${model}-${rev}`;
  const isRadio = p.radio.length > 0;

  const legislation = isRadio
    ? ['Directive 2014/53/EU (Radio Equipment Directive)']
    : ['Directive 2014/30/EU (Electromagnetic Compatibility Directive)'];
  legislation.push('Directive 2011/65/EU and Commission Delegated Directive (EU) 2015/863 (RoHS)');
  if (withCyber) legislation.push('Commission Delegated Regulation (EU) 2022/30 (RED Article 3(3)(d), (e) and (f))');
  legislation.push(...(p.legislation ?? []));

  const blocks: Block[] = [
    { t: 'kv', k: 'Product', v: p.name },
    { t: 'kv', k: 'Model', v: variant ? `${model} – ${variant}` : model },
    { t: 'kv', k: 'Trade mark', v: 'Hearthly' },
    { t: 'kv', k: 'Hardware version', v: revised && p.code === 'HC700' ? '1.2' : p.hw },
    { t: 'kv', k: 'Firmware version', v: `${p.fw} and later` },
    { t: 'kv', k: 'Manufacturer', v: `${COMPANY}, ${ADDRESS}` },
    { t: 'kv', k: 'Authorised representative', v: EU_REP },
    { t: 'gap', h: 6 },
    { t: 'p', text: 'This declaration of conformity is issued under the sole responsibility of the manufacturer.' },
    {
      t: 'p',
      text: isRadio
        ? `${COMPANY} declares that the radio equipment type ${model} (${p.name}) is in compliance with Directive 2014/53/EU. The object of the declaration described above is in conformity with the relevant Union harmonisation legislation:`
        : `${COMPANY} declares that the product ${model} (${p.name}) contains no radio equipment and is in conformity with the relevant Union harmonisation legislation:`,
    },
    ...legislation.map((text): Block => ({ t: 'li', text, marker: '•' })),
    { t: 'h', text: 'Harmonised standards and technical specifications applied' },
    ...[...p.standards, ...(withCyber ? CYBER : [])].map((text): Block => ({ t: 'li', text, marker: '•' })),
  ];
  if (isRadio) {
    blocks.push({ t: 'h', text: 'Frequency bands and maximum transmitted power' });
    blocks.push(...p.radio.map((text): Block => ({ t: 'li', text, marker: '•' })));
    blocks.push({
      t: 'p',
      text: 'Conformity assessment: Annex II (Module A, internal production control) of Directive 2014/53/EU. No notified body was involved. Accessories and software: Hearthly app for Android and iOS; no other accessories or components affect the intended operation of the radio equipment.',
    });
  } else {
    blocks.push({ t: 'p', text: 'Conformity assessment: Annex II (internal production control) of Directive 2014/30/EU.' });
  }
  if (revised) {
    blocks.push({ t: 'h', text: `Revision ${rev}` });
    blocks.push({
      t: 'p',
      text: withCyber
        ? `This revision supersedes revision A dated ${p.issued}. It adds EN 18031-1:2024 and EN 18031-2:2024 under Commission Delegated Regulation (EU) 2022/30, applicable from 1 August 2025, and applies to units manufactured from the date of issue.`
        : `This revision supersedes revision A dated ${p.issued}.`,
    });
  }
  blocks.push(
    { t: 'h', text: 'Signed for and on behalf of Hearthly Ltd.' },
    { t: 'kv', k: 'Place and date of issue', v: `Cambridge, ${date}` },
    { t: 'kv', k: 'Name, function', v: SIGNATORY },
    { t: 'kv', k: 'Signature', v: '(signed)' },
    { t: 'gap', h: 8 },
    {
      t: 'p',
      grey: true,
      size: 8,
      text: `The current version of this declaration is available on the Regulatory Compliance page of the Hearthly support website. Questions: ${SUPPORT_EMAIL}.`,
    },
  );
  return {
    kind: 'EU Declaration of Conformity',
    title: 'EU Declaration of Conformity',
    subtitle: `${p.name}${variant ? ` – ${variant}` : ''}  |  Document No. ${docNo}`,
    subject: title,
    blocks,
  };
}

function pstiStatement(title: string): PdfDoc {
  const p = productFor(title);
  const rev = Number(/Rev\. (\d+)/.exec(title)?.[1] ?? '1');
  const support = p.support[rev - 1] ?? p.support[p.support.length - 1] ?? '';
  const date = rev > 1 ? '1 October 2026' : p.issued;
  const blocks: Block[] = [
    { t: 'kv', k: 'Product type', v: p.name },
    { t: 'kv', k: 'Model and batch', v: `${p.code}${p.code === 'HP110' ? ', HP110-UK' : p.code === 'HP210' ? ', HP210-UK' : p.code === 'HB500' ? ', HB500-B22' : ''}; all batches with hardware version ${p.hw} or later` },
    { t: 'kv', k: 'Manufacturer', v: `${COMPANY}, ${ADDRESS}` },
    { t: 'gap', h: 6 },
    {
      t: 'p',
      text: `This statement of compliance has been prepared by or on behalf of the manufacturer named above. In the opinion of ${COMPANY}, the manufacturer has complied with the security requirements of Schedule 1 to the Product Security and Telecommunications Infrastructure (Security Requirements for Relevant Connectable Products) Regulations 2023, made under Part 1 of the Product Security and Telecommunications Infrastructure Act 2022, as follows:`,
    },
    {
      t: 'li',
      marker: '1.',
      text: 'Passwords (Schedule 1, paragraph 1): the product does not use universal default passwords. Any password is unique per device or defined by the user (ETSI EN 303 645 provisions 5.1-1 and 5.1-2).',
    },
    {
      t: 'li',
      marker: '2.',
      text: `Information on how to report security issues (paragraph 2): the Hearthly Security Advisory Policy is published at ${WEBSITE}/security-advisory-policy. Security issues can be reported through the Security Advisory form of the support website or by e-mail to ${SECURITY_EMAIL}. Reports are acknowledged within 5 working days and status updates are provided at least every 30 days (ETSI EN 303 645 provision 5.2-1).`,
    },
    {
      t: 'li',
      marker: '3.',
      text: 'Information on minimum security update periods (paragraph 3): the defined support period is stated below and published with the product information (ETSI EN 303 645 provision 5.3-13).',
    },
    { t: 'h', text: 'Defined support period' },
    { t: 'p', text: `Security updates will be provided for the ${p.code} until at least ${support}.`, bold: true },
  ];
  if (rev > 1) {
    blocks.push({ t: 'h', text: `Revision ${rev}` });
    blocks.push({
      t: 'p',
      text: `This revision supersedes revision ${rev - 1}. The defined support period has been extended from ${p.support[rev - 2] ?? ''} to ${support}. The extension applies to all units of the product, including units already sold.`,
    });
  }
  blocks.push(
    { t: 'h', text: 'Signed for and on behalf of Hearthly Ltd.' },
    { t: 'kv', k: 'Place and date of issue', v: `Cambridge, ${date}` },
    { t: 'kv', k: 'Name, function', v: SIGNATORY },
    { t: 'kv', k: 'Signature', v: '(signed)' },
  );
  return {
    kind: 'UK PSTI Statement of Compliance',
    title: 'Statement of Compliance',
    subtitle: `${p.name}  |  Document No. PSTI-${p.code}-R${rev}`,
    subject: title,
    blocks,
  };
}

// ---------------------------------------------------------------------------------------------
// Manuals
// ---------------------------------------------------------------------------------------------

function appSteps(p: Product): string[] {
  if (p.code === 'HA101') {
    return [
      'In the Hearthly app, open the HG100 or HG200, select Settings > Opener type > Security+ 2.0 (HA101) and run the test cycle.',
    ];
  }
  if (p.code === 'HW800') {
    return ['Open the HH900 hub in the Hearthly app, tap Add sub-device and choose HW800.'];
  }
  const band = p.radio.includes(WIFI5) ? '2.4 GHz or 5 GHz' : '2.4 GHz';
  return [
    'Download the Hearthly app from the App Store or Google Play and sign in or create an account.',
    'Tap + in the app, choose the product and follow the on-screen instructions.',
    `Connect the product to a ${band} Wi-Fi network with internet access; keep your phone close to the product during set-up.`,
  ];
}

const QSG_TRANSLATIONS: [string, string[]][] = [
  [
    'Deutsch',
    [
      'Laden Sie die Hearthly-App herunter und melden Sie sich an.',
      'Tippen Sie auf + und folgen Sie den Anweisungen in der App.',
      'Verbinden Sie das Gerät mit einem 2,4-GHz-WLAN mit Internetzugang.',
      `Hilfe: ${SUPPORT_EMAIL}`,
    ],
  ],
  [
    'Français',
    [
      "Téléchargez l'application Hearthly et connectez-vous.",
      "Appuyez sur + et suivez les instructions de l'application.",
      'Connectez l’appareil à un réseau Wi-Fi 2,4 GHz avec accès à Internet.',
      `Aide : ${SUPPORT_EMAIL}`,
    ],
  ],
  [
    'Italiano',
    [
      "Scaricate l'app Hearthly ed effettuate l'accesso.",
      "Toccate + e seguite le istruzioni nell'app.",
      'Collegate il dispositivo a una rete Wi-Fi a 2,4 GHz con accesso a Internet.',
      `Assistenza: ${SUPPORT_EMAIL}`,
    ],
  ],
  [
    'Español',
    [
      'Descargue la aplicación Hearthly e inicie sesión.',
      'Pulse + y siga las instrucciones de la aplicación.',
      'Conecte el dispositivo a una red wifi de 2,4 GHz con acceso a Internet.',
      `Ayuda: ${SUPPORT_EMAIL}`,
    ],
  ],
];

const numbered = (items: string[], start = 1): Block[] => items.map((text, i) => ({ t: 'li', text, marker: `${start + i}.` }));
const bullets = (items: string[]): Block[] => items.map((text) => ({ t: 'li', text, marker: '•' }));

function manualDoc(title: string, category: string): PdfDoc {
  const p = productFor(title);
  const helpBlocks: Block[] = [
    { t: 'h', text: 'Need help?' },
    {
      t: 'p',
      text: `Visit the FAQs on the Hearthly support website or e-mail ${SUPPORT_EMAIL}. Declarations of conformity and the defined support period are on the Regulatory Compliance page.`,
    },
  ];
  const base = { title, subject: `${p.name} – ${category}` };
  const app = appSteps(p);
  switch (category) {
    case 'Quick Start Guide':
      return {
        ...base,
        kind: category,
        subtitle: p.name,
        blocks: [
          { t: 'h', text: "What's in the box" },
          ...bullets(p.box),
          { t: 'h', text: 'Set-up' },
          ...numbered([...p.install, ...app]),
          ...(p.radio.length
            ? ([
                { t: 'h', text: 'Status light' },
                { t: 'kv', k: 'Blinking amber/green', v: 'Ready for set-up' },
                { t: 'kv', k: 'Solid green', v: 'Connected' },
                { t: 'kv', k: 'Blinking red', v: 'No internet connection; local control still works' },
                { t: 'kv', k: 'Reset', v: 'Press and hold the button for 5 seconds until the light blinks amber' },
              ] as Block[])
            : []),
          ...helpBlocks,
          ...(title.includes('/DE')
            ? [
                { t: 'page' } as Block,
                ...QSG_TRANSLATIONS.flatMap(([lang, lines]): Block[] => [{ t: 'h', text: lang }, ...numbered(lines)]),
              ]
            : []),
        ],
      };
    case 'User Manual':
      return {
        ...base,
        kind: category,
        subtitle: `${p.name}  |  Firmware ${p.fw}`,
        blocks: [
          { t: 'h', text: '1. Overview' },
          { t: 'p', text: `Thank you for choosing the ${p.name}. Power: ${p.power}.` },
          { t: 'h', text: '2. Set-up' },
          ...numbered([...p.install, ...app]),
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
            text: `Security updates are installed automatically at night by default; you can change this under Settings > Firmware. Security updates are provided until at least ${p.support[p.support.length - 1] ?? 'the end of the published support period'}.`,
          },
          { t: 'h', text: '6. Troubleshooting' },
          ...bullets([
            'Product offline: check that the Wi-Fi network is 2.4 GHz and that the router is within range.',
            'Cannot add the product: reset it (hold the button for 5 seconds) and try again with mobile data turned off.',
            'Automation not working: check the time zone of the home under Settings > Home.',
          ]),
          { t: 'h', text: '7. Specifications' },
          ...p.specs.map(([k, v]): Block => ({ t: 'kv', k, v })),
          { t: 'h', text: '8. Warranty and disposal' },
          {
            t: 'p',
            text: 'Hearthly provides a 2-year limited warranty in addition to your statutory rights. Do not dispose of this product with household waste; take it to a collection point for electrical and electronic equipment (WEEE).',
          },
          ...helpBlocks,
        ],
      };
    case 'Installation Guide':
      return {
        ...base,
        kind: category,
        subtitle: p.name,
        blocks: [
          { t: 'h', text: 'Before you start' },
          ...bullets(p.safety.slice(0, 3)),
          { t: 'h', text: 'Tools required' },
          ...bullets(['Screwdriver (flat 3 mm and PH1)', 'Voltage tester', 'Drill and 6 mm bit (wall mounting only)']),
          { t: 'h', text: 'Installation' },
          ...numbered(p.install),
          { t: 'h', text: 'Add to the Hearthly app' },
          ...numbered(app, p.install.length + 1),
          ...(p.wiring ? [{ t: 'h', text: 'Connections' } as Block, { t: 'wiring', ...p.wiring } as Block] : []),
          ...helpBlocks,
        ],
      };
    case 'Wiring Diagram':
      return {
        ...base,
        kind: category,
        subtitle: p.name,
        blocks: [
          {
            t: 'p',
            text: 'Warning: disconnect the power before wiring. Installation of mains-powered products must be carried out by a qualified person in accordance with local regulations.',
            bold: true,
          },
          { t: 'gap', h: 6 },
          { t: 'wiring', ...(p.wiring ?? { left: p.code, right: 'Installation', rows: [] }) },
          { t: 'h', text: 'Notes' },
          ...bullets([
            `Power: ${p.power}.`,
            'Tighten terminal screws to 0.4 Nm. Strip 8 mm of insulation; use ferrules on stranded wire.',
            'If your installation differs from this diagram, contact Hearthly support before you continue.',
          ]),
        ],
      };
    case 'Safety Information':
      return {
        ...base,
        kind: category,
        subtitle: p.name,
        blocks: [
          { t: 'p', text: 'Read these instructions before use and keep them for future reference.', bold: true },
          { t: 'h', text: 'Warnings' },
          ...bullets(p.safety),
          { t: 'h', text: 'Rated values' },
          { t: 'p', text: p.power },
          { t: 'h', text: 'Declarations' },
          {
            t: 'p',
            text: `${COMPANY} declares that this product complies with the applicable EU and UK requirements. The declarations of conformity and the UK PSTI statement of compliance are available on the Regulatory Compliance page of the Hearthly support website.`,
          },
          { t: 'h', text: 'Disposal' },
          {
            t: 'p',
            text: 'This symbol on the product means that it must not be disposed of with household waste. Return it to a collection point for electrical and electronic equipment.',
          },
          { t: 'kv', k: 'Manufacturer', v: `${COMPANY}, ${ADDRESS}` },
          { t: 'kv', k: 'EU representative', v: EU_REP },
        ],
      };
    case 'Datasheet':
      return {
        ...base,
        kind: category,
        subtitle: p.name,
        blocks: [
          { t: 'h', text: 'Technical specifications' },
          ...p.specs.map(([k, v]): Block => ({ t: 'kv', k, v })),
          { t: 'kv', k: 'Firmware (at publication)', v: p.fw },
          { t: 'kv', k: 'Security updates until', v: p.support[p.support.length - 1] ?? 'Not applicable (no network connection)' },
          { t: 'h', text: 'Radio' },
          ...(p.radio.length ? bullets(p.radio) : [{ t: 'p', text: 'No radio equipment.' } as Block]),
          { t: 'h', text: 'In the box' },
          ...bullets(p.box),
          { t: 'p', grey: true, size: 8, text: 'Specifications are subject to change without notice.' },
        ],
      };
    default:
      throw new Error(`Unknown manual category "${category}" (${title})`);
  }
}

// ---------------------------------------------------------------------------------------------
// Resource library
// ---------------------------------------------------------------------------------------------

const GPL3_NOTICE = `This archive contains software licensed under the GNU General Public License
version 3 (GPL-3.0-or-later) unless a component's own files state otherwise.

This program is free software: you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free Software
Foundation, either version 3 of the License, or (at your option) any later
version.

This program is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
PARTICULAR PURPOSE. See the GNU General Public License for more details.

You should have received a copy of the GNU General Public License along with
this program. If not, see <https://www.gnu.org/licenses/>.

Components licensed under GPL-2.0 or LGPL-2.1 are distributed under those
licences; their full texts are in the component directories.
`;

const MIT_NOTICE = (year: string) => `MIT License

Copyright (c) ${year} Hearthly Ltd.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

const SAMPLE_NOTE =
  'Note: this sample archive accompanies the Hearthly demonstration support site and\ncontains only this README and the LICENSE notice.\n';

function gplComponents(p: Product): string[] {
  return p.linux
    ? [
        'linux 5.10.186          GPL-2.0-only',
        'u-boot 2023.04          GPL-2.0-or-later',
        'busybox 1.36.1          GPL-2.0-only',
        'uclibc-ng 1.0.44        LGPL-2.1-or-later',
        'hearthly-hal 3.2        GPL-3.0-or-later',
      ]
    : ['hearthly-hal 3.2        GPL-3.0-or-later', 'hearthly-ota-agent 2.1  GPL-3.0-or-later', 'libgcc (GCC 12.2)       GPL-3.0-or-later WITH GCC-exception-3.1'];
}

function archiveFiles(title: string, category: string, version: string): { readme: string; license: string } {
  if (/GPL/i.test(category)) {
    const p = productFor(title);
    const all = PRODUCTS.filter((q) => title.includes(q.code));
    const readme = `${all.map((q) => q.name).join(' and ')} – firmware GPL source code, ${version}
${'='.repeat(60)}

This package contains the corresponding source code of the components of the
${all.map((q) => q.code).join('/')} firmware ${version.replace(/^v/, '')} that are licensed under the GNU General Public
License (GPL) or the GNU Lesser General Public License (LGPL).

Components
----------
${gplComponents(p).join('\n')}

Building
--------
Toolchain: ${p.linux ? 'arm-linux-gnueabihf GCC 12.2' : 'xtensa-esp32-elf GCC 12.2'}. Run ./build.sh in the
top-level directory. The resulting image is not signed; devices accept only
firmware signed by Hearthly, so a self-built image cannot be installed with the
over-the-air updater.

Written offer
-------------
For at least three years after the last shipment of the product, Hearthly Ltd.
will provide the corresponding source code on request for the cost of
physical distribution. Contact: ${SUPPORT_EMAIL}, Hearthly Ltd., ${ADDRESS}.

${SAMPLE_NOTE}`;
    return { readme, license: GPL3_NOTICE };
  }
  const readme = `${title}, ${version}
${'='.repeat(60)}

${
  /home assistant/i.test(category)
    ? `Custom integration for Home Assistant (2024.12 or later) that controls Hearthly
devices on the local network, with cloud fallback for devices that do not
support local control.

Installation
------------
1. Copy custom_components/hearthly into the config/custom_components folder
   of Home Assistant (or add this repository to HACS as a custom repository).
2. Restart Home Assistant.
3. Go to Settings > Devices & services > Add integration > Hearthly and sign in
   with your Hearthly account.`
    : `Examples and tools for the Hearthly Local API (HTTP/JSON on port 80 and
mDNS discovery as _hearthly._tcp). Enable "Local API" for each device in the
Hearthly app under Settings > Developer options before you use them.

Contents
--------
examples/   request and response samples
tools/      discovery and control scripts (Python 3.10+ and Node.js 20+)`
}

Support: ${SUPPORT_EMAIL}. Security issues: ${SECURITY_EMAIL}.

${SAMPLE_NOTE}`;
  return { readme, license: MIT_NOTICE('2026') };
}

function tarHeader(name: string, size: number, type: '0' | '5', mtime: number): Buffer {
  const h = Buffer.alloc(512);
  const put = (value: string, offset: number, length: number) => h.write(value, offset, length, 'utf8');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0') + '\0';
  if (Buffer.byteLength(name) > 100) throw new Error(`tar name too long: ${name}`);
  put(name, 0, 100);
  put(octal(type === '5' ? 0o755 : 0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put('hearthly', 265, 32);
  put('hearthly', 297, 32);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

function buildTarGz(dir: string, files: [string, string][]): Buffer {
  const mtime = Math.floor(Date.UTC(2026, 9, 1) / 1000); // 1 October 2026, fixed for reproducible output
  const parts: Buffer[] = [tarHeader(`${dir}/`, 0, '5', mtime)];
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    parts.push(tarHeader(`${dir}/${name}`, data.length, '0', mtime), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  let tar = Buffer.concat(parts);
  tar = Buffer.concat([tar, Buffer.alloc((10240 - (tar.length % 10240)) % 10240)]);
  const gz = zlib.gzipSync(tar, { level: 9 });
  gz[9] = 3; // OS = Unix, whatever zlib was built for, so the bytes do not depend on the platform
  return gz;
}

function noticesText(title: string, version: string): string {
  if (/written offer/i.test(title)) {
    return `Hearthly Ltd. – GPL/LGPL written offer (${version})
${'='.repeat(60)}

Hearthly products contain software licensed under the GNU General Public
License (GPL) and the GNU Lesser General Public License (LGPL). The source code
of these components is published in the Resource Library of the Hearthly
support website (category "Firmware Source Code (GPL)").

For at least three years after we last ship a product, and for as long as we
offer spare parts or customer support for it, Hearthly Ltd. will give any third
party, on request, a complete machine-readable copy of the corresponding source
code for a charge no more than our cost of physically performing the
distribution.

Send your request, stating the product model and firmware version, to:

  Hearthly Ltd. – Open Source Compliance
  ${ADDRESS}
  ${SUPPORT_EMAIL}

This offer is valid to anyone in receipt of this information.
`;
  }
  const android = /android/i.test(title);
  const components = android
    ? [
        ['AndroidX libraries', 'Apache-2.0'],
        ['Kotlin standard library', 'Apache-2.0'],
        ['OkHttp 4.12', 'Apache-2.0'],
        ['Retrofit 2.11', 'Apache-2.0'],
        ['Coil 2.7', 'Apache-2.0'],
        ['Eclipse Paho MQTT client 1.2.5', 'EPL-2.0'],
        ['ExoPlayer / Media3', 'Apache-2.0'],
      ]
    : [
        ['Alamofire 5.9', 'MIT'],
        ['SwiftProtobuf 1.27', 'Apache-2.0'],
        ['CocoaMQTT 2.1', 'MIT'],
        ['Kingfisher 7.12', 'MIT'],
        ['SnapKit 5.7', 'MIT'],
        ['libwebrtc (M120)', 'BSD-3-Clause'],
      ];
  return `${title} (${version})
${'='.repeat(60)}

The Hearthly app for ${android ? 'Android' : 'iOS'} includes the following third-party
software. We thank the authors and contributors.

${components.map(([name, licence]) => `${(name ?? '').padEnd(36)}${licence}`).join('\n')}

The full licence texts are shown in the app under Profile > About > Open source
licences and are available at https://opensource.org/licenses.
`;
}

function resourcePdf(title: string, version: string, category: string): PdfDoc {
  if (/home assistant/i.test(category)) {
    return {
      kind: 'Integration Guide',
      title,
      subtitle: `Version ${version}`,
      subject: title,
      blocks: [
        { t: 'h', text: 'Requirements' },
        ...bullets([
          'Home Assistant 2024.12 or later',
          'A Hearthly account with at least one device',
          'Devices and Home Assistant on the same local network for local control',
        ]),
        { t: 'h', text: 'Installation' },
        ...numbered([
          'Download the integration package from the Resource Library and unpack it.',
          'Copy the folder custom_components/hearthly into the config/custom_components folder of Home Assistant.',
          'Restart Home Assistant.',
          'Open Settings > Devices & services > Add integration, search for Hearthly and sign in.',
          'Choose which homes to import. Devices appear as entities (switch, light, cover, climate, camera, binary_sensor).',
        ]),
        { t: 'h', text: 'Supported products' },
        ...bullets([
          'Plugs and switches: HP110, HP210, HS300, HD310',
          'Lighting: HB500, HL520',
          'Garage door: HG100, HG200 (cover entity with open/close and door state)',
          'Climate: HT600; Security: HC700 (snapshot and stream), HW800 via HH900',
        ]),
        { t: 'h', text: 'Troubleshooting' },
        ...bullets([
          'Entities unavailable: enable Local API in the Hearthly app for the device and check that mDNS is not blocked.',
          `Report problems with the log file attached to ${SUPPORT_EMAIL}.`,
        ]),
      ],
    };
  }
  return {
    kind: 'Developer Documentation',
    title,
    subtitle: `Version ${version}`,
    subject: title,
    blocks: [
      { t: 'h', text: 'Overview' },
      {
        t: 'p',
        text: 'The Hearthly Local API lets applications on the home network read the state of Hearthly devices and control them without the cloud. It is disabled by default and can be enabled per device in the Hearthly app (Settings > Developer options > Local API).',
      },
      { t: 'h', text: 'Discovery' },
      { t: 'p', text: 'Devices announce themselves by mDNS as _hearthly._tcp.local with TXT records model, fw and id.' },
      { t: 'h', text: 'Authentication' },
      {
        t: 'p',
        text: 'Each request carries the header Authorization: Bearer <token>. The token is shown once when Local API is enabled and can be rotated in the app. Requests without a valid token receive HTTP 401.',
      },
      { t: 'h', text: 'Endpoints' },
      { t: 'kv', k: 'GET /api/v1/info', v: 'Model, firmware version, MAC address, uptime' },
      { t: 'kv', k: 'GET /api/v1/state', v: 'Current state, e.g. {"on": true, "power_w": 12.4}' },
      { t: 'kv', k: 'POST /api/v1/state', v: 'Change state, e.g. {"on": false} or {"brightness": 40}' },
      { t: 'kv', k: 'POST /api/v1/door', v: 'HG100/HG200 only: {"action": "open" | "close"}; closing triggers the warning signal' },
      { t: 'kv', k: 'GET /api/v1/events', v: 'Server-sent events stream of state changes' },
      { t: 'h', text: 'Limits' },
      ...bullets([
        'At most 10 requests per second per device; excess requests receive HTTP 429.',
        'The Local API is HTTP on the local network only; do not expose device ports to the internet.',
      ]),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------------------------

const ICONS: Record<string, string> = {
  plug: '<rect x="4" y="4" width="16" height="16" rx="4"/><circle cx="12" cy="12" r="5"/><circle cx="9.8" cy="12" r="0.6"/><circle cx="14.2" cy="12" r="0.6"/>',
  switch: '<rect x="5" y="3" width="14" height="18" rx="2"/><rect x="9" y="7" width="6" height="10" rx="1"/><path d="M12 9v2"/>',
  bulb: '<path d="M9 18h6"/><path d="M10 21h4"/><path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1.1 1.3 1.1 2.2h5c0-.9.5-1.7 1.1-2.2A6 6 0 0 0 12 3z"/>',
  garage: '<path d="M3 21V9l9-5 9 5v12"/><path d="M7 21v-9h10v9"/><path d="M7 15h10"/><path d="M7 18h10"/>',
  climate: '<path d="M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0z"/><path d="M12 10v6"/>',
  shield: '<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z"/><path d="M9 12l2 2 4-4"/>',
  hub: '<rect x="3" y="13" width="18" height="7" rx="2"/><path d="M7 16.5h.01"/><path d="M11 16.5h.01"/><path d="M9.2 9.8a4 4 0 0 1 5.6 0"/><path d="M6.6 7.2a7.6 7.6 0 0 1 10.8 0"/>',
  accessories:
    '<rect x="3" y="8" width="18" height="12" rx="2"/><path d="M8 8V6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"/><path d="M3 13h18"/><path d="M10 12v3h4v-3"/>',
};

function svgIcon(name: string, active: boolean): string {
  const body = ICONS[name];
  if (!body) throw new Error(`No icon named "${name}"`);
  const colour = active ? '#0b6fb8' : '#5f6b7a';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${colour}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

interface DocumentEntry {
  type: 'eudoc' | 'psti';
  title: string;
  url: string;
}
interface ManualsFile {
  products: { id: number; name: string; manuals: { category: string; title: string; url: string }[] }[];
}
interface ResourceCategory {
  categoryName: string;
  items: { title: string; version: string; url: string }[];
}
interface ProductCategory {
  icon: string;
  activeIcon: string;
}

const readJson = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, rel), 'utf8')) as T;

const written = new Map<string, number>();
function write(url: string, data: Buffer | string): void {
  if (!/^\/files\/[a-z0-9-]+\/[A-Za-z0-9._-]+$/.test(url)) throw new Error(`Unexpected url "${url}"`);
  if (written.has(url)) throw new Error(`Duplicate url "${url}"`);
  const file = path.join(FILES, ...url.slice('/files/'.length).split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  written.set(url, typeof data === 'string' ? Buffer.byteLength(data) : data.length);
}

function main(): void {
  for (const dir of GENERATED_DIRS) fs.rmSync(path.join(FILES, dir), { recursive: true, force: true });

  for (const d of readJson<DocumentEntry[]>('documents.json')) {
    write(d.url, buildPdf(d.type === 'eudoc' ? euDoc(d.title) : pstiStatement(d.title)));
  }

  for (const product of readJson<ManualsFile>('manuals.json').products) {
    for (const m of product.manuals) write(m.url, buildPdf(manualDoc(m.title, m.category)));
  }

  for (const category of readJson<ResourceCategory[]>('resource-library.json')) {
    for (const item of category.items) {
      if (item.url.endsWith('.tar.gz')) {
        const dir = path.basename(item.url, '.tar.gz');
        const { readme, license } = archiveFiles(item.title, category.categoryName, item.version);
        write(item.url, buildTarGz(dir, [['README', readme], ['LICENSE', license]]));
      } else if (item.url.endsWith('.pdf')) {
        write(item.url, buildPdf(resourcePdf(item.title, item.version, category.categoryName)));
      } else if (item.url.endsWith('.txt')) {
        write(item.url, noticesText(item.title, item.version));
      } else {
        throw new Error(`Unsupported resource type: ${item.url}`);
      }
    }
  }

  for (const c of readJson<ProductCategory[]>('product-categories.json')) {
    for (const [url, active] of [
      [c.icon, false],
      [c.activeIcon, true],
    ] as const) {
      if (written.has(url)) continue;
      write(url, svgIcon(path.basename(url, '.svg').replace(/-active$/, ''), active));
    }
  }

  const total = [...written.values()].reduce((a, b) => a + b, 0);
  console.log(`Wrote ${written.size} files under content/files (${(total / 1024).toFixed(1)} KiB).`);
}

main();
