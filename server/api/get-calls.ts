// Every GET call of /api/v1 by name: how to load its Data from typed parameters. The Express router
// parses a request's query with the call's schema and runs the loader; the page renderer runs the same
// loaders in process with the parameters the page's CallRefs carry, so a page and the API never disagree.
import { GET_CALL_PATHS, type CallRef, type GetCallData, type GetCallName, type GetCallParams } from '../../shared/api';
import { GET_CALL_QUERIES } from '../../shared/api-schemas';
import type { Services } from '../services';
import { ApiError, parameterIssues } from './respond';

export type GetCallLoaders = { [N in GetCallName]: (params: GetCallParams[N]) => Promise<GetCallData[N]> };

export function getCallLoaders({ faq, catalog }: Services): GetCallLoaders {
  return {
    faqCategory: (q) => faq.categories(q.lang),
    faqList: (q) => faq.list(q),
    faqItem: async (q) => {
      const item = await faq.item(q.id, q.lang);
      if (!item) throw new ApiError(404, { key: 'notFound.faq', values: { id: q.id } });
      return item;
    },
    document: (q) => catalog.documents(q),
    userManual: (q) => catalog.manuals(q),
    resourceLibrary: (q) => catalog.resourceLibrary(q),
    compatibleManufacturer: () => catalog.manufacturers(),
    compatibleModels: async (q) => {
      const models = await catalog.models(q.manufacturer);
      if (!models) throw new ApiError(404, { key: 'notFound.manufacturer', values: { name: q.manufacturer } });
      return models;
    },
    productCategory: (q) => catalog.productCategories(q.type, q.lang),
    modelNumber: (q) => catalog.supportOptions('modelNumber', q.pid, q.lang),
    ticketCategory: (q) => catalog.supportOptions('ticketCategory', q.pid, q.lang),
    subject: (q) => catalog.supportOptions('subject', q.pid, q.lang),
    cloudService: (q) => catalog.cloudService(q.lang),
    fieldLimitConfig: () => catalog.fieldLimits(),
    feedback: async (q) => {
      const policy = await catalog.policy(q.type, q.appLanguage);
      if (!policy) throw new ApiError(404, { key: 'notFound.policy', values: { type: q.type } });
      return policy;
    },
  };
}

/** Run one call in process with the parameters its reference carries. */
export function runCall<N extends GetCallName>(loaders: GetCallLoaders, ref: CallRef<N>): Promise<GetCallData[N]> {
  return loaders[ref.name](ref.params);
}

/** Parse a request's query for a call; bad input is an ApiError 400 naming the parameter. */
export function parseCallQuery<N extends GetCallName>(name: N, query: Record<string, string>): GetCallParams[N] {
  const parsed = GET_CALL_QUERIES[name].safeParse(query);
  if (!parsed.success) {
    throw new ApiError(400, parameterIssues(parsed.error));
  }
  return parsed.data as GetCallParams[N];
}

export const GET_CALL_NAMES = Object.keys(GET_CALL_PATHS) as GetCallName[];
