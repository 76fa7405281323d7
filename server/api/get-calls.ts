// Every GET call of /api/v1 as data: its path, its query schema and how to load its Data.
// The Express router serves them, and the page renderer resolves a page's SWR keys through the very
// same entries in process, so a page and the API can never disagree.
import { z } from 'zod';
import {
  compatibleModelsQuery,
  documentQuery,
  faqCategoryQuery,
  faqItemQuery,
  faqListQuery,
  feedbackQuery,
  keywordQuery,
  productCategoryQuery,
  supportListQuery,
} from '../../shared/api';
import type { Services } from '../services';
import type { SupportOptionKind } from '../services/catalog';
import { ApiError } from './respond';

export interface GetCall {
  /** Path below /api/v1; `:id` marks a numeric path parameter. */
  path: string;
  schema: z.ZodType;
  load(query: never, params: { id?: number }): Promise<unknown>;
}

const none = z.object({});

function call<S extends z.ZodType>(
  path: string,
  schema: S,
  load: (query: z.infer<S>, params: { id?: number }) => Promise<unknown>,
): GetCall {
  return { path, schema, load: load as GetCall['load'] };
}

export function getCalls({ faq, catalog }: Services): GetCall[] {
  const supportOptions = (kind: SupportOptionKind) =>
    call(`/supportCenter/${kind}`, supportListQuery, (q) => catalog.supportOptions(kind, q.pid, q.lang));
  return [
    call('/faqCategory', faqCategoryQuery, (q) => faq.categories(q.lang)),
    call('/faqList', faqListQuery, (q) => faq.list(q)),
    call('/faq/:id', faqItemQuery, async (q, { id }) => {
      const item = await faq.item(id!, q.lang);
      if (!item) throw new ApiError(404, `FAQ ${id} was not found`);
      return item;
    }),
    call('/document', documentQuery, (q) => catalog.documents(q)),
    call('/userManual', keywordQuery, (q) => catalog.manuals(q.keyword)),
    call('/getResourceLibraryList', keywordQuery, (q) => catalog.resourceLibrary(q.keyword)),
    call('/getCompatibleManufacturer', none, () => catalog.manufacturers()),
    call('/getCompatibleModels', compatibleModelsQuery, async (q) => {
      const models = await catalog.models(q.manufacturer);
      if (!models) throw new ApiError(404, `manufacturer "${q.manufacturer}" is not listed`);
      return models;
    }),
    call('/productCategory', productCategoryQuery, (q) => catalog.productCategories(q.type, q.lang)),
    supportOptions('modelNumber'),
    supportOptions('ticketCategory'),
    supportOptions('subject'),
    call('/cloudService', none, () => catalog.cloudService()),
    call('/getFieldLimitConfig', none, () => catalog.fieldLimits()),
    call('/feedback', feedbackQuery, async (q) => {
      const policy = await catalog.policy(q.type, q.appLanguage);
      if (!policy) throw new ApiError(404, `policy type ${q.type} has no text`);
      return policy;
    }),
  ];
}

/** "/faq/:id" → a matcher for "/faq/12" giving { id: 12 }; ids are positive whole numbers. */
function compile(path: string): (pathname: string) => { id?: number } | null | 'badId' {
  if (!path.includes(':id')) return (p) => (p === path ? {} : null);
  const prefix = path.slice(0, path.indexOf(':id'));
  return (p) => {
    if (!p.startsWith(prefix)) return null;
    const rest = p.slice(prefix.length);
    if (rest.includes('/') || rest === '') return null;
    return /^\d{1,9}$/.test(rest) && Number(rest) > 0 ? { id: Number(rest) } : 'badId';
  };
}

export interface CallResolver {
  /** Run the call for a path below /api/v1 and its query; throws ApiError for bad input or absence. */
  resolve(pathname: string, query: Record<string, unknown>): Promise<unknown>;
}

export function createResolver(calls: GetCall[]): CallResolver {
  const compiled = calls.map((c) => ({ call: c, match: compile(c.path) }));
  return {
    async resolve(pathname, query) {
      for (const { call: c, match } of compiled) {
        const params = match(pathname);
        if (params === null) continue;
        if (params === 'badId') throw new ApiError(400, 'id: must be a positive whole number');
        const parsed = c.schema.safeParse(query);
        if (!parsed.success) {
          throw new ApiError(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '));
        }
        return c.load(parsed.data as never, params);
      }
      throw new ApiError(404, `Unknown API call: GET /api/v1${pathname}`);
    },
  };
}
