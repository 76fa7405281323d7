// The shapes of the content JSON that the demo files are made from, as zod schemas, and the types the
// document builders work with. data.ts reads the files with these schemas and links them.
import { z } from 'zod';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const DATE = new RegExp(`^(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})$`);

/** "2 June 2025" as midnight UTC of that day, or undefined when the text is not such a date. */
export function parseDate(text: string): Date | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[3]), MONTHS.indexOf(m[2] ?? ''), Number(m[1])));
  return date.getUTCDate() === Number(m[1]) ? date : undefined;
}

/** The date of a text the schemas below have checked. */
export function dateOf(text: string): Date {
  const date = parseDate(text);
  if (!date) throw new Error(`Not a date: "${text}"`);
  return date;
}

/** The date of the files that carry no date of their own (manuals, resources): fixed, so every run makes the same bytes. */
export const PUBLISHED = new Date(Date.UTC(2026, 9, 1));

const text = z.string().regex(/\S/, 'expected a non-empty text');
const texts = z.array(text).min(1);
const date = z.string().refine((v) => parseDate(v) !== undefined, 'expected a date like "2 June 2025"');
const version = z.string().regex(/^\d+(\.\d+)*$/, 'expected a version like "1.0" or "3.9.4"');
const productCode = z.string().regex(/^H[A-Z]\d{3}$/, 'expected a product code like "HG100"');
const fileUrl = (ext: RegExp) =>
  z
    .string()
    .regex(/^\/files\/[a-z0-9-]+\/[A-Za-z0-9._-]+$/, 'expected a url like "/files/<folder>/<name>"')
    .regex(ext, `expected a file name ending in ${ext.source.replace(/\\|\$/g, '')}`);
const anyFile = /\.[a-z]+(\.gz)?$/;

// ---- Files only the generator reads ------------------------------------------------------------

export const companyFile = z.strictObject({
  name: text,
  address: text,
  euRepresentative: text,
  website: text,
  /** The support website's address, for links in the files (the report template). */
  supportSite: z.url({ protocol: /^https$/, error: 'expected an https URL' }),
  supportEmail: z.email(),
  securityEmail: z.email(),
  signatory: text,
  placeOfIssue: text,
  brandColour: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a colour like "#0b6fb8"'),
});

const component = z.strictObject({ name: text, licence: text });

const productSchema = z
  .strictObject({
    code: productCode,
    name: text,
    hardwareVersion: version,
    firmwareVersion: version,
    /** Key of firmwarePlatforms; needed by products with a firmware source archive. */
    firmwarePlatform: text.optional(),
    power: text,
    /** Radio interfaces with band and maximum power; empty for products without radio. */
    radio: z.array(text),
    /** Wi-Fi band(s) named in the standard app set-up steps ... */
    wifiBand: text.optional(),
    /** ... or the product's own app set-up steps (accessories added through another product). */
    appSetup: texts.optional(),
    euDeclaration: z.strictObject({
      standards: texts,
      /** Union legislation beyond the radio/EMC directive and RoHS. */
      legislation: texts.optional(),
      revisions: z
        .array(
          z.strictObject({
            revision: z.string().regex(/^[A-Z]$/, 'expected a revision letter'),
            date,
            hardwareVersion: version.optional(),
            /** EN 18031 applied under Delegated Regulation (EU) 2022/30. */
            en18031: z.boolean(),
          }),
        )
        .min(1),
    }),
    /** UK PSTI statement of compliance; absent for products that are not connectable. */
    ukPsti: z
      .strictObject({
        models: texts,
        revisions: z.array(z.strictObject({ date, supportUntil: date })).min(1),
      })
      .optional(),
    box: texts,
    install: texts,
    specs: z.record(text, text),
    wiring: z
      .strictObject({
        left: text,
        right: text,
        connections: z.array(z.strictObject({ terminal: text, to: text, wire: text })).min(1),
      })
      .optional(),
    safety: texts,
  })
  .superRefine((p, ctx) => {
    if ((p.wifiBand === undefined) === (p.appSetup === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['wifiBand'], message: 'give either wifiBand or appSetup' });
    }
    p.euDeclaration.revisions.forEach((r, i) => {
      if (r.revision !== String.fromCharCode(65 + i)) {
        ctx.addIssue({ code: 'custom', path: ['euDeclaration', 'revisions', i, 'revision'], message: `expected revision ${String.fromCharCode(65 + i)}` });
      }
      if (r.en18031 && p.radio.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['euDeclaration', 'revisions', i, 'en18031'], message: 'EN 18031 applies to radio equipment only' });
      }
    });
  });

export const productsFile = z
  .strictObject({
    firmwarePlatforms: z.record(text, z.strictObject({ toolchain: text, gplComponents: z.array(component).min(1) })),
    products: z.array(productSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.products.forEach((p, i) => {
      if (seen.has(p.code)) ctx.addIssue({ code: 'custom', path: ['products', i, 'code'], message: `duplicate product ${p.code}` });
      seen.add(p.code);
      if (p.firmwarePlatform !== undefined && !file.firmwarePlatforms[p.firmwarePlatform]) {
        ctx.addIssue({ code: 'custom', path: ['products', i, 'firmwarePlatform'], message: `no firmware platform "${p.firmwarePlatform}"` });
      }
    });
  });

/** The file type each kind of resource is made as. */
const RESOURCE_EXTENSION = {
  'gpl-source': '.tar.gz',
  'local-api-tools': '.tar.gz',
  'home-assistant-integration': '.tar.gz',
  'local-api-specification': '.pdf',
  'home-assistant-guide': '.pdf',
  'gpl-written-offer': '.txt',
  'app-notices': '.txt',
} as const;

/** What each resource-library file is made from, by url. */
export const resourceFilesFile = z
  .record(
    fileUrl(anyFile),
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('gpl-source'), products: z.array(productCode).min(1) }),
      z.strictObject({ kind: z.literal('local-api-tools') }),
      z.strictObject({ kind: z.literal('home-assistant-integration') }),
      z.strictObject({ kind: z.literal('local-api-specification') }),
      z.strictObject({ kind: z.literal('home-assistant-guide') }),
      z.strictObject({ kind: z.literal('gpl-written-offer') }),
      z.strictObject({ kind: z.literal('app-notices'), platform: text, components: z.array(component).min(1) }),
    ]),
  )
  .superRefine((files, ctx) => {
    for (const [url, { kind }] of Object.entries(files)) {
      if (!url.endsWith(RESOURCE_EXTENSION[kind])) {
        ctx.addIssue({ code: 'custom', path: [url, 'kind'], message: `a "${kind}" file must end in ${RESOURCE_EXTENSION[kind]}` });
      }
    }
  });

// ---- Files the site loads too (only the fields the generator needs) ----------------------------

/** "HP110-FR EU Declaration of Conformity (RED 2014/53/EU) – Type E plug, France and Belgium – Rev. B" */
export const EU_TITLE =
  /^(?<model>(?<code>H[A-Z]\d{3})(?:-[A-Z0-9]+)?) EU Declaration of Conformity \((?<law>RED 2014\/53\/EU|EMC 2014\/30\/EU)\)(?: – (?!Rev\. )(?<variant>.+?))?(?: – Rev\. (?<revision>[A-Z]))?$/;
/** "HC700 UK PSTI Statement of Compliance – Rev. 2" */
export const PSTI_TITLE = /^(?<code>H[A-Z]\d{3}) UK PSTI Statement of Compliance(?: – Rev\. (?<revision>\d+))?$/;
const pdfUrl = fileUrl(/\.pdf$/);

export const documentsFile = z.array(
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('eudoc'), title: z.string().regex(EU_TITLE, 'expected "<model> EU Declaration of Conformity (RED 2014/53/EU|EMC 2014/30/EU)[ – <variant>][ – Rev. <letter>]"'), url: pdfUrl }),
    z.object({ type: z.literal('psti'), title: z.string().regex(PSTI_TITLE, 'expected "<code> UK PSTI Statement of Compliance[ – Rev. <number>]"'), url: pdfUrl }),
  ]),
);

export const MANUAL_CATEGORIES = [
  'Quick Start Guide',
  'User Manual',
  'Installation Guide',
  'Wiring Diagram',
  'Safety Information',
  'Datasheet',
] as const;
/** "HG100 Quick Start Guide (EN/DE/FR/IT/ES)": the languages in brackets at the end, English when none. */
export const MANUAL_LANGUAGES = /\((?<languages>[A-Z]{2}(?:\/[A-Z]{2})*)\)$/;

export const manualsFile = z.object({
  products: z.array(
    z.object({
      name: text,
      manuals: z.array(
        z.object({
          category: z.enum(MANUAL_CATEGORIES),
          title: z.string().regex(/^H[A-Z]\d{3} /, 'expected a title starting with the product code'),
          url: pdfUrl,
        }),
      ),
    }),
  ),
});

export const resourceLibraryFile = z.array(
  z.object({
    categoryName: text,
    items: z.array(z.object({ title: text, version: z.string().regex(/^v\d+(\.\d+)+$/, 'expected a version like "v1.2"'), url: fileUrl(anyFile) })),
  }),
);

const svgUrl = fileUrl(/\.svg$/);
export const productCategoriesFile = z.array(z.object({ icon: svgUrl, activeIcon: svgUrl }));

// ---- Types ---------------------------------------------------------------------------------------

export type Company = z.infer<typeof companyFile>;
export type Product = z.infer<typeof productSchema>;
export type Platform = z.infer<typeof productsFile>['firmwarePlatforms'][string];
export type Wiring = NonNullable<Product['wiring']>;
export type EuRevision = Product['euDeclaration']['revisions'][number];
export type ResourceFile = z.infer<typeof resourceFilesFile>[string];
export type ManualCategory = (typeof MANUAL_CATEGORIES)[number];

export interface EuDeclarationEntry {
  type: 'eudoc';
  title: string;
  url: string;
  product: Product;
  /** Model number, e.g. "HP110-FR". */
  model: string;
  variant?: string;
  radioEquipment: boolean;
  revision: EuRevision;
}
export interface PstiEntry {
  type: 'psti';
  title: string;
  url: string;
  product: Product;
  /** 1 for the first statement. */
  revision: number;
}
export interface ManualEntry {
  category: ManualCategory;
  title: string;
  url: string;
  product: Product;
  /** Two-letter language codes named in the title, e.g. ["EN", "DE"]. */
  languages: string[];
}
export interface ResourceEntry {
  title: string;
  version: string;
  url: string;
  file: ResourceFile;
  /** The products of a firmware source archive, with their firmware platform. */
  products: Product[];
  platform?: Platform;
}
export interface DemoContent {
  company: Company;
  documents: (EuDeclarationEntry | PstiEntry)[];
  manuals: ManualEntry[];
  resources: ResourceEntry[];
  icons: { icon: string; activeIcon: string }[];
}

