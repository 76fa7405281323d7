// The vulnerability report template that step 2 of the Security Advisory page offers: a Word document
// (.docx) a reporter fills in, with headed sections for the product, the firmware version, the
// description, the steps to reproduce, the impact and the contact, after a short intro that says how to
// send it and links the policy. Its Office Open XML parts are written here and zipped with fflate, every
// part with the same fixed date, so every run makes the same bytes.
import { zipSync, type Zippable } from 'fflate';
import { PUBLISHED, type Company } from './schema';

interface Section {
  heading: string;
  /** What to write, in grey under the heading. */
  hint: string;
  /** Questions with a box each for the answer… */
  rows?: string[];
  /** …or one large box, with these lines in it to start from. */
  box?: string[];
}

/** The sections of the report, in order. */
export function reportSections(company: Company): Section[] {
  return [
    {
      heading: '1. Product',
      hint: 'The affected product or service. The model number is on the label of the device and in the app under the device’s settings.',
      rows: ['Model number (e.g. HG100)', 'Product name', 'Hardware version, if known', 'Other products or services affected (app, cloud, integration)'],
    },
    {
      heading: '2. Firmware version',
      hint: 'The versions you tested. The app shows a device’s firmware version under its settings, Firmware.',
      rows: ['Firmware version', 'App version and platform (Android or iOS)', 'Other software involved (browser, Home Assistant, tools)'],
    },
    {
      heading: '3. Description',
      hint: 'What is the vulnerability? Name its kind (for example authentication bypass, command injection, information disclosure) and the component it is in.',
      box: [''],
    },
    {
      heading: '4. Steps to reproduce',
      hint: 'Step by step, starting from a device in its default state. Name the tools, scripts and captures you attach.',
      box: ['1. ', '2. ', '3. '],
    },
    {
      heading: '5. Impact',
      hint: 'What can an attacker do, and what do they need: access to the local network or only the internet, an account, physical access to the device?',
      box: [''],
      rows: ['CVSS score and vector, if you have one', 'Known to anyone else, or exploited?'],
    },
    {
      heading: '6. Contact',
      hint: `So that we can confirm receipt, ask questions and agree a disclosure date with you. You may stay anonymous, but then we cannot keep you informed. ${company.name} uses these details only to handle your report.`,
      rows: ['Name', 'E-mail address', 'How you would like to be credited (name, handle or organisation, or not at all)'],
    },
  ];
}

// ---- WordprocessingML ---------------------------------------------------------------------------

const NS_W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A run of text; xml:space keeps leading and trailing spaces. */
const run = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
const paragraph = (content: string, style?: string) => `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${content}</w:p>`;

/** Text with links: the intro's parts are plain strings or { text, href }. */
type Inline = string | { text: string; href: string };

class Links {
  readonly targets: string[] = [];
  /** A hyperlink run, its target kept for the document's relationships. */
  link(text: string, href: string): string {
    let index = this.targets.indexOf(href);
    if (index < 0) index = this.targets.push(href) - 1;
    return `<w:hyperlink r:id="rIdLink${index + 1}" w:history="1">${run(text, '<w:rStyle w:val="Hyperlink"/>')}</w:hyperlink>`;
  }
  inline(parts: Inline[]): string {
    return parts.map((part) => (typeof part === 'string' ? run(part) : this.link(part.text, part.href))).join('');
  }
}

const CELL_BORDERS = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="A6B4C2"/>`)
  .join('');
const TABLE_WIDTH = 9638; // A4 less 2 cm margins, in twentieths of a point
const LABEL_WIDTH = 3600;

function table(rows: string[], widths: number[]): string {
  return [
    `<w:tbl><w:tblPr><w:tblW w:w="${TABLE_WIDTH}" w:type="dxa"/><w:tblBorders>${CELL_BORDERS}</w:tblBorders>`,
    '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="80" w:type="dxa"/><w:left w:w="120" w:type="dxa"/><w:bottom w:w="80" w:type="dxa"/><w:right w:w="120" w:type="dxa"/></w:tblCellMar></w:tblPr>',
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>`,
    ...rows,
    '</w:tbl>',
  ].join('');
}

const cell = (width: number, content: string, shade = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? '<w:shd w:val="clear" w:color="auto" w:fill="EEF3F8"/>' : ''}</w:tcPr>${content}</w:tc>`;

/** Questions on the left (shaded), empty answers on the right. */
const questions = (rows: string[]) =>
  table(
    rows.map((q) => `<w:tr>${cell(LABEL_WIDTH, paragraph(run(q), 'Question'), true)}${cell(TABLE_WIDTH - LABEL_WIDTH, paragraph(''))}</w:tr>`),
    [LABEL_WIDTH, TABLE_WIDTH - LABEL_WIDTH],
  );

/** One tall box to write in. */
const box = (lines: string[]) =>
  table([`<w:tr><w:trPr><w:trHeight w:val="2600" w:hRule="atLeast"/></w:trPr>${cell(TABLE_WIDTH, lines.map((l) => paragraph(l ? run(l) : '')).join(''))}</w:tr>`], [TABLE_WIDTH]);

function documentXml(company: Company, links: Links): string {
  const site = company.supportSite.replace(/\/+$/, '');
  const body = [
    paragraph(run('Vulnerability report'), 'Title'),
    paragraph(run(`${company.name} · Product security`), 'Subtitle'),
    paragraph(
      links.inline([
        'Thank you for helping us keep our customers safe. Please complete this template as fully as you can and leave out what you do not know. Reports in English are preferred; we also accept them in Japanese, German, French, Italian and Spanish.',
      ]),
    ),
    paragraph(
      links.inline([
        'How to send it: save the completed document and upload it, together with any screenshots, logs or proof-of-concept code (in a ZIP archive), on the ',
        { text: 'Security Advisory page', href: `${site}/Support/Security_Advisory` },
        ' of our support website. If you cannot use the page, send it by e-mail to ',
        { text: company.securityEmail, href: `mailto:${company.securityEmail}` },
        '.',
      ]),
    ),
    paragraph(
      links.inline([
        'How we handle your report, how quickly we respond, coordinated disclosure and safe harbour are described in our ',
        { text: 'Security Advisory Policy', href: `${site}/security-advisory-policy` },
        '. Please do not include other people’s personal data, passwords or private keys, and do not disclose the vulnerability publicly before we have agreed a date with you.',
      ]),
    ),
    ...reportSections(company).flatMap((s) => [
      paragraph(run(s.heading), 'Heading1'),
      paragraph(run(s.hint), 'Hint'),
      ...(s.box ? [box(s.box), ...(s.rows ? [paragraph('', 'Spacer')] : [])] : []),
      ...(s.rows ? [questions(s.rows)] : []),
    ]),
    paragraph(run(`${company.name}, ${company.address} · ${company.securityEmail}`), 'Footer'),
    // A4 portrait, 2 cm margins.
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>',
  ];
  return `${XML_HEAD}<w:document xmlns:w="${NS_W}" xmlns:r="${NS_R}"><w:body>${body.join('')}</w:body></w:document>`;
}

function stylesXml(brandColour: string): string {
  const colour = brandColour.replace('#', '').toUpperCase();
  const style = (id: string, name: string, pPr: string, rPr: string, type = 'paragraph') =>
    `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${name}"/>${type === 'paragraph' && id !== 'Normal' ? '<w:basedOn w:val="Normal"/><w:qFormat/>' : ''}${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}</w:style>`;
  return [
    `${XML_HEAD}<w:styles xmlns:w="${NS_W}">`,
    '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Yu Gothic" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB" w:eastAsia="ja-JP"/></w:rPr></w:rPrDefault>',
    '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>',
    style('Normal', 'Normal', '', ''),
    style('Title', 'Title', '<w:spacing w:after="0"/>', `<w:b/><w:color w:val="${colour}"/><w:sz w:val="48"/><w:szCs w:val="48"/>`),
    style('Subtitle', 'Subtitle', '<w:spacing w:after="240"/>', '<w:color w:val="5B6776"/><w:sz w:val="24"/><w:szCs w:val="24"/>'),
    style('Heading1', 'heading 1', '<w:keepNext/><w:spacing w:before="360" w:after="60"/><w:outlineLvl w:val="0"/>', `<w:b/><w:color w:val="${colour}"/><w:sz w:val="28"/><w:szCs w:val="28"/>`),
    style('Hint', 'Hint', '<w:keepNext/><w:spacing w:after="120"/>', '<w:i/><w:color w:val="5B6776"/><w:sz w:val="20"/><w:szCs w:val="20"/>'),
    style('Question', 'Question', '<w:spacing w:after="0"/>', '<w:sz w:val="20"/><w:szCs w:val="20"/>'),
    style('Spacer', 'Spacer', '<w:spacing w:after="0"/>', '<w:sz w:val="12"/><w:szCs w:val="12"/>'),
    style('Footer', 'Footer note', '<w:spacing w:before="480"/>', '<w:color w:val="5B6776"/><w:sz w:val="18"/><w:szCs w:val="18"/>'),
    style('Hyperlink', 'Hyperlink', '', `<w:color w:val="${colour}"/><w:u w:val="single"/>`, 'character'),
    '</w:styles>',
  ].join('');
}

/** The package's parts, by path. */
function parts(company: Company): Record<string, string> {
  const links = new Links();
  const document = documentXml(company, links);
  const created = PUBLISHED.toISOString().replace('.000Z', 'Z');
  const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;
  const relationship = (id: string, type: string, target: string, external = false) =>
    `<Relationship Id="${id}" Type="${type}" Target="${escapeXml(target)}"${external ? ' TargetMode="External"' : ''}/>`;
  return {
    // First in the archive: what a reader (and a type sniffer) looks at first.
    '[Content_Types].xml': [
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>',
      override('/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
      override('/word/styles.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml'),
      override('/word/settings.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml'),
      override('/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml'),
      override('/docProps/app.xml', 'application/vnd.openxmlformats-officedocument.extended-properties+xml'),
      '</Types>',
    ].join(''),
    '_rels/.rels': [
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`,
      relationship('rId1', `${REL}/officeDocument`, 'word/document.xml'),
      relationship('rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'),
      relationship('rId3', `${REL}/extended-properties`, 'docProps/app.xml'),
      '</Relationships>',
    ].join(''),
    'word/document.xml': document,
    'word/_rels/document.xml.rels': [
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`,
      relationship('rIdStyles', `${REL}/styles`, 'styles.xml'),
      relationship('rIdSettings', `${REL}/settings`, 'settings.xml'),
      ...links.targets.map((href, i) => relationship(`rIdLink${i + 1}`, `${REL}/hyperlink`, href, true)),
      '</Relationships>',
    ].join(''),
    'word/styles.xml': stylesXml(company.brandColour),
    'word/settings.xml': `${XML_HEAD}<w:settings xmlns:w="${NS_W}"><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`,
    'docProps/core.xml': [
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
      `<dc:title>${escapeXml(`${company.name} vulnerability report`)}</dc:title><dc:creator>${escapeXml(company.name)}</dc:creator><dc:language>en-GB</dc:language>`,
      `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${created}</dcterms:modified>`,
      '</cp:coreProperties>',
    ].join(''),
    'docProps/app.xml': `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${escapeXml(company.name)}</Application><Company>${escapeXml(company.name)}</Company></Properties>`,
  };
}

/** The template as .docx bytes: the parts deflated in a zip whose every entry bears PUBLISHED's date. */
export function reportTemplate(company: Company): Uint8Array {
  // A zip stores local time; a date built from its fields is the same entry on every machine, whatever
  // its time zone (noon, so no clock change can skip it).
  const date = new Date(PUBLISHED.getUTCFullYear(), PUBLISHED.getUTCMonth(), PUBLISHED.getUTCDate(), 12);
  const files: Zippable = {};
  for (const [path, xml] of Object.entries(parts(company))) files[path] = [new TextEncoder().encode(xml), { mtime: date }];
  return zipSync(files, { level: 9 });
}
