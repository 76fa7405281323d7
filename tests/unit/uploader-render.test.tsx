// The uploader renders on the server (a form page is rendered there first) without touching the browser,
// and a restored draft shows as finished files, in the page's language.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FileUploader } from '../../client/components/uploader/file-uploader';
import { useUploads } from '../../client/components/uploader/use-uploads';
import { createClientI18n } from '../../client/i18n';
import { SiteContext, type Site } from '../../client/site-context';
import { loadConfig, publicConfig } from '../../server/config';
import { readLocales } from '../../server/i18n';
import type { Language } from '../../shared/i18n';
import type { UploadForm, UploadedFile } from '../../shared/uploads';

const resources = readLocales();

function Field({ form, initial }: { form: UploadForm; initial: UploadedFile[] }) {
  const uploads = useUploads({ form, initial });
  return <FileUploader uploads={uploads} labelledBy="label" />;
}

function render(lang: Language, form: UploadForm, initial: UploadedFile[] = []): string {
  const site: Site = { lang, layout: 'desktop', year: 2026, config: publicConfig(loadConfig({ APP_ENV: 'test' })) };
  return renderToString(
    <I18nextProvider i18n={createClientI18n(lang, { [lang]: resources[lang]! })}>
      <SiteContext.Provider value={site}>
        <Field form={form} initial={initial} />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

describe('the uploader rendered on the server', () => {
  it('offers the form types and an empty message region', () => {
    const html = render('en', 'ticket');
    expect(html).toContain('accept=".jpg,.jpeg,.png,.gif,.bmp,.avi,.mov,.rmvb,.rm,.flv,.mp4,.3gp"');
    expect(html).toContain('multiple=""');
    expect(html).toContain('>Choose files</button>');
    expect(html).toContain('Accepted: jpg, jpeg, png, gif, bmp, avi, mov, rmvb, rm, flv, mp4, 3gp. Up to 50 MB in total.');
    expect(html).toContain('Total: 0.00 MB of 50.00 MB');
    expect(html).toMatch(/<p class="uploader__message" role="alert"><\/p>/);
    expect(html).not.toContain('<ul');
  });

  it('lists a restored draft as finished', () => {
    const html = render('en', 'advisory', [
      { name: 'report.pdf', url: '/uploads/1_x-report.pdf', size: 2_621_440 },
      { name: 'poc.zip', url: '/uploads/2_y-poc.zip', size: 524_288 },
    ]);
    expect(html).toContain('accept=".xlsx,.docx,.doc,.pdf,.7z,.rar,.zip,.gz,.jpg,.jpeg,.png"');
    expect(html).toContain('aria-label="Attached files"');
    expect(html).toMatch(/report\.pdf<\/span><span class="uploader__size">2\.50 MB<\/span>/);
    expect(html).toContain('<progress class="uploader__bar" max="2621440" value="2621440" aria-label="Upload progress of report.pdf">');
    expect(html.match(/>Uploaded</g)).toHaveLength(2);
    expect(html).toContain('aria-label="Remove poc.zip"');
    expect(html).toContain('Total: 3.00 MB of 50.00 MB');
  });

  it.each([
    ['de', 'Dateien auswählen', 'Gesamt: 0.00 MB von 50.00 MB'],
    ['fr', 'Choisir des fichiers', 'Total : 0.00 Mo sur 50.00 Mo'],
    ['ja', 'ファイルを選択', '合計: 0.00 MB / 50.00 MB'],
  ] as const)('speaks %s', (lang, choose, total) => {
    const html = render(lang, 'ticket');
    expect(html).toContain(`>${choose}</button>`);
    expect(html).toContain(total);
  });
});
