// What the server reads before it renders the page: its status (the FailPage answers 404).
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';

export const failPageData: PageData<'failPage'> = { status: 404 };
