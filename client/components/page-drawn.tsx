// Tells the browser's entry that the page's own part has been drawn and its effects have run. The page's
// view sits in a Suspense boundary of its own, which React may hydrate after the rest of the document
// (the header, the menus): the document counts as hydrated only once this part has (entry-client.tsx), so
// that what a page does on arrival (a list keeping its query for its answers' "Back to FAQs") has been done.
// On the server nothing listens; on moves after the first page the report comes again and changes nothing.
import { createContext, useContext, useEffect } from 'react';

export const PageDrawnContext = createContext<() => void>(() => {});

/** Placed beside what the page's place shows: its view, an error page, or the boundary's failure. */
export function PageDrawn() {
  const drawn = useContext(PageDrawnContext);
  useEffect(() => drawn(), [drawn]);
  return null;
}
