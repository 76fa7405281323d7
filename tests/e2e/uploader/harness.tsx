// A page with only the uploader, for tests/e2e/uploader.spec.ts: built with Vite when that file starts and
// served with the real upload storage. The address says the form, the message time, a restored draft and
// whether the page has a toast of its own that it hands to the uploader (as the Security Advisory page does):
// ?form=advisory&messageMs=3000&initial=<JSON of UploadedFile[]>&toast=page.
import '../../../client/styles/index.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Resource } from 'i18next';
import { Toast, useToast } from '../../../client/components/toast';
import { FileUploader } from '../../../client/components/uploader/file-uploader';
import { useUploads } from '../../../client/components/uploader/use-uploads';
import { createClientI18n } from '../../../client/i18n';
import { SiteContext, type Site } from '../../../client/site-context';
import type { UploadForm, UploadedFile } from '../../../shared/uploads';

interface HarnessData {
  site: Site;
  resources: Resource;
}

const query = new URLSearchParams(window.location.search);
const form = (query.get('form') ?? 'ticket') as UploadForm;
const messageMs = query.has('messageMs') ? Number(query.get('messageMs')) : undefined;
const initial = JSON.parse(query.get('initial') ?? '[]') as UploadedFile[];
const pageToast = query.get('toast') === 'page';

function Harness() {
  const [changes, setChanges] = useState(0);
  const [ready, setReady] = useState<boolean | null>(null);
  const uploads = useUploads({ form, initial, messageMs, onChange: () => setChanges((n) => n + 1) });
  const toast = useToast();
  return (
    <>
      <form
        className="page"
        onSubmit={(e) => {
          e.preventDefault();
          setReady(uploads.confirmReady());
        }}
      >
        <h1 id="attachments-label">Attachments</h1>
        <FileUploader uploads={uploads} labelledBy="attachments-label" toast={pageToast ? toast : undefined} />
        <button type="submit" className="button">
          Submit
        </button>
        <output data-testid="ready">{ready === null ? '' : String(ready)}</output>
        <output data-testid="changes">{changes}</output>
        <pre data-testid="files">{JSON.stringify(uploads.files)}</pre>
      </form>
      {pageToast && <Toast toast={toast} />}
    </>
  );
}

const data = JSON.parse(document.getElementById('harness-data')!.textContent!) as HarnessData;
createRoot(document.getElementById('root')!).render(
  <SiteContext.Provider value={data.site}>
    <I18nextProvider i18n={createClientI18n(data.site.lang, data.resources)}>
      <Harness />
    </I18nextProvider>
  </SiteContext.Provider>,
);
