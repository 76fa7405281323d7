// The zod schemas of every GET call's query (docs/product/api.md): the server parses each request with
// them; their output types are the calls' parameter types in ./api.
import { z } from 'zod';
import { APP_LANGUAGE_PATTERN, LANGUAGES } from './i18n';
import { DOCUMENT_PAGE_SIZE, DOCUMENT_TYPES, FAQ_PAGE_SIZE, KEYWORD_MAX, PAGE_INDEX_MAX } from './limits';
import { FAQ_ID_MAX } from './routes';

/** Query values arrive as strings; an absent or empty value means "use the default". */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A whole number as a query or a path spells it: plain decimal digits, leading zeros allowed ("007" is 7).
 * Empty is absent; any other spelling ("0x10", "1e3", "+1", "1.0", " 1") stays a string, which the number
 * schema refuses.
 */
function wholeNumberInput(v: unknown): unknown {
  const given = emptyToUndefined(v);
  return typeof given === 'string' && /^\d+$/.test(given) ? Number(given) : given;
}

/**
 * A whole-number parameter of min–max. Absent or empty, it is undefined inside, so that `.default(n)` and
 * `.optional()` on it apply to an empty value too (a default outside a preprocess sees only absence).
 */
const intParam = (min: number, max: number) => z.preprocess(wholeNumberInput, z.number().int().min(min).max(max).optional());
/**
 * A search keyword: the spaces around it are no part of it (the pages send it trimmed), and it is counted
 * in UTF-16 units as the search box's maxlength counts it.
 */
const keywordParam = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string()
    .trim()
    .superRefine((keyword, ctx) => {
      if (keyword.length > KEYWORD_MAX) {
        ctx.addIssue({ code: 'too_big', origin: 'string', maximum: KEYWORD_MAX, inclusive: true, input: keyword, message: `keyword must be at most ${KEYWORD_MAX} characters` });
      }
    }),
);
const langParam = z.preprocess(emptyToUndefined, z.enum(LANGUAGES).default('en'));

export const faqListQuery = z.object({
  pageIndex: intParam(1, PAGE_INDEX_MAX).default(1),
  pageSize: intParam(1, 100).default(FAQ_PAGE_SIZE),
  // Absent: relevance with a keyword, number without one.
  sort: z.preprocess(wholeNumberInput, z.union([z.literal(1), z.literal(2), z.literal(3)]).optional()),
  keyword: keywordParam,
  categoryId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
  lang: langParam,
});

/** A FAQ's id in a path (`GET /faq/{id}`, `POST /faq/{id}/read`): required, 1–FAQ_ID_MAX. */
export const faqIdParam = z.preprocess(wholeNumberInput, z.number().int().min(1).max(FAQ_ID_MAX));

export const faqItemQuery = z.object({
  id: faqIdParam,
  lang: langParam,
});

export const documentQuery = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(', ')}` }),
  keyword: keywordParam,
  pageIndex: intParam(1, PAGE_INDEX_MAX).default(1),
  pageSize: intParam(1, 100).default(DOCUMENT_PAGE_SIZE),
  lang: langParam,
});

/** The Downloads and Resource Library lists: a keyword, searched in the texts of `lang`. */
export const catalogListQuery = z.object({ keyword: keywordParam, lang: langParam });

export const languageQuery = z.object({ lang: langParam });

export const compatibleModelsQuery = z.object({
  // Absent and empty read the same: "manufacturer is required", not a type error.
  manufacturer: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().min(1, 'manufacturer is required').max(200, 'manufacturer must be at most 200 characters'),
  ),
});

export const productCategoryQuery = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(['smart', 'gadgets', 'all']).default('all')),
  lang: langParam,
});

export const supportListQuery = z.object({
  pid: intParam(0, Number.MAX_SAFE_INTEGER).default(0),
  lang: langParam,
});

export const feedbackQuery = z.object({
  vendor: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, 'vendor must be a short name').default('hearthly')),
  appLanguage: z.preprocess(
    emptyToUndefined,
    z.string().regex(APP_LANGUAGE_PATTERN, 'appLanguage must be a language code such as en or ja').default('en'),
  ),
  // 4 privacy policy, 5 terms of use, 6 security advisory policy.
  type: z.preprocess(wholeNumberInput, z.literal([4, 5, 6], { error: 'type must be 4, 5 or 6' })),
});

const none = z.object({});

/** Each GET call's query schema, by the call's name in GET_CALL_PATHS. */
export const GET_CALL_QUERIES = {
  faqCategory: languageQuery,
  faqList: faqListQuery,
  faqItem: faqItemQuery,
  document: documentQuery,
  userManual: catalogListQuery,
  resourceLibrary: catalogListQuery,
  compatibleManufacturer: none,
  compatibleModels: compatibleModelsQuery,
  productCategory: productCategoryQuery,
  modelNumber: supportListQuery,
  ticketCategory: supportListQuery,
  subject: supportListQuery,
  cloudService: languageQuery,
  fieldLimitConfig: none,
  feedback: feedbackQuery,
} as const;
