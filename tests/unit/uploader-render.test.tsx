// The uploader renders on the server (a form page is rendered there first) without touching the browser,
// and a restored draft shows as finished files, in the page's language. Its own toast region is there only
// when the page hands it none, and a failed upload's message is not in its line (it goes to the toast).
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useToast } from '../../client/components/toast';
import { FileUploader } from '../../client/components/uploader/file-uploader';
import type { UploadMessage } from '../../client/components/uploader/uploads-state';
import { useUploads, type Uploads } from '../../client/components/uploader/use-uploads';
import { createClientI18n } from '../../client/i18n';
import { SiteContext, type Site } from '../../client/site-context';
import { loadConfig, publicConfig } from '../../server/config';
import { readLocales } from '../../server/i18n';
import type { Language } from '../../shared/i18n';
import type { UploadForm, UploadedFile } from '../../shared/uploads';

const resources = readLocales();

interface FieldProps {
  form: UploadForm;
  initial?: UploadedFile[];
  /** The page hands its own toast to the uploader. */
  pageToast?: boolean;
  /** The message the uploads state holds. */
  message?: readonly UploadMessage[];
}

function Field({ form, initial = [], pageToast = false, message }: FieldProps) {
  const uploads = useUploads({ form, initial });
  const toast = useToast();
  const shown: Uploads = message ? { ...uploads, message: { keys: message, seq: 1 } } : uploads;
  return <FileUploader uploads={shown} labelledBy="label" toast={pageToast ? toast : undefined} />;
}

function render(lang: Language, form: UploadForm, initial: UploadedFile[] = [], field: Omit<FieldProps, 'form' | 'initial'> = {}): string {
  const site: Site = { lang, layout: 'desktop', year: 2026, config: publicConfig(loadConfig({ APP_ENV: 'test' })) };
  return renderToString(
    <I18nextProvider i18n={createClientI18n(lang, { [lang]: resources[lang]! })}>
      <SiteContext.Provider value={site}>
        <Field form={form} initial={initial} {...field} />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

const toastRegions = (html: string) => html.match(/class="toast[ "]/g)?.length ?? 0;
// The paragraph's message, in the element of its own it is said in ('' for none).
const uploaderLine = (html: string) => {
  const found = /<p id="[^"]*" class="uploader__message" role="alert">(?:<span>(.*?)<\/span>)?<\/p>/.exec(html);
  return found ? (found[1] ?? '') : undefined;
};

describe('the uploader rendered on the server', () => {
  it('offers the form types and an empty message region', () => {
    const html = render('en', 'ticket');
    expect(html).toContain('accept=".jpg,.jpeg,.png,.gif,.bmp,.avi,.mov,.rmvb,.rm,.flv,.mp4,.3gp"');
    expect(html).toContain('multiple=""');
    expect(html).toContain('>Choose files</button>');
    expect(html).toContain('Accepted: jpg, jpeg, png, gif, bmp, avi, mov, rmvb, rm, flv, mp4, 3gp. Up to 50\u00a0MB in total.');
    expect(html).toContain('Total: 0.00\u00a0MB of 50.00\u00a0MB');
    // The region that tells screen readers of files taken, uploaded and removed, empty until then.
    expect(html).toContain('<p class="visually-hidden" role="status"></p>');
    expect(html).toMatch(/<p id="[^"]*" class="uploader__message" role="alert"><\/p>/);
    expect(html).not.toContain('<ul');
  });

  it('lists the types as the language writes a list: Japanese with 、', () => {
    expect(render('ja', 'advisory')).toContain('対応形式：xlsx、docx、doc、pdf、7z、rar、zip、gz、jpg、jpeg、png。合計 50\u00a0MB まで。');
  });

  it('has its own empty toast region after the field, or none when the page hands it its toast', () => {
    const own = render('en', 'ticket');
    expect(toastRegions(own)).toBe(1);
    expect(own).toMatch(/<\/div><div class="toast"[^>]*>.*<p class="toast__text" role="alert"><\/p><\/div>$/);
    expect(toastRegions(render('en', 'advisory', [], { pageToast: true }))).toBe(0);
  });

  it.each([
    [['network'], ''],
    [['server'], ''],
    [['type'], 'Please check file type.'],
    [['notFinished'], 'Please submit after the files has been successfully uploaded'],
    // A choice left out for more than one reason says each, the form's own over-size text among them.
    [['type', 'tooMany', 'overSize'], 'Please check file type. At most 20 files can be attached. Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately'],
  ] as const)('the %j message in its own line: "%s"', (message, line) => {
    expect(uploaderLine(render('en', 'ticket', [], { message }))).toBe(line);
  });

  it('joins the reasons as the language writes sentences: Japanese with no space after 。', () => {
    expect(uploaderLine(render('ja', 'ticket', [], { message: ['type', 'tooMany', 'overSize'] }))).toBe(
      'ファイル形式をご確認ください。添付できるファイルは20個までです。申し訳ありませんが、アップロードが 50 MB を超えているため送信できません。いくつかのファイルを削除してください',
    );
    expect(uploaderLine(render('fr', 'ticket', [], { message: ['type', 'overSize'] }))).toMatch(/^Veuillez .*\. \S/);
  });

  it('lists a restored draft as finished', () => {
    const html = render('en', 'advisory', [
      { name: 'report.pdf', url: '/uploads/1_x-report.pdf', size: 2_621_440 },
      { name: 'poc.zip', url: '/uploads/2_y-poc.zip', size: 524_288 },
    ]);
    expect(html).toContain('accept=".xlsx,.docx,.doc,.pdf,.7z,.rar,.zip,.gz,.jpg,.jpeg,.png"');
    expect(html).toContain('aria-label="Attached files"');
    expect(html).toMatch(/report\.pdf<\/span><span class="uploader__size">2\.50\u00a0MB<\/span>/);
    expect(html).toContain('<progress class="uploader__bar" max="2621440" value="2621440" aria-label="Upload progress of report.pdf">');
    expect(html.match(/>Uploaded</g)).toHaveLength(2);
    expect(html).toContain('aria-label="Remove poc.zip"');
    expect(html).toContain('Total: 3.00\u00a0MB of 50.00\u00a0MB');
  });

  // Sizes with the language's decimal sign.
  it.each([
    ['de', 'Dateien auswählen', 'Gesamt: 0,00\u00a0MB von 50,00\u00a0MB'],
    ['fr', 'Choisir des fichiers', 'Total\u00a0: 0,00\u00a0Mo sur 50,00\u00a0Mo'],
    ['ja', 'ファイルを選択', '合計：0.00\u00a0MB / 50.00\u00a0MB'],
  ] as const)('speaks %s', (lang, choose, total) => {
    const html = render(lang, 'ticket');
    expect(html).toContain(`>${choose}</button>`);
    expect(html).toContain(total);
  });
});
