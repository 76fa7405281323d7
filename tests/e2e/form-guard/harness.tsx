// A page with one guarded form, built by tests/helpers/form-guard-page.ts with Vite as the site is built and
// served under the site's kind of CSP (scripts and workers from 'self' only), so the browser half of the
// guard (client/components/form-guard) runs in Chromium before any form page of the site uses it. It also
// hands the solvers to the page's caller (formGuardSolve), which checks and times them.
import i18next from 'i18next';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Challenge } from 'altcha-lib/types';
import api from '../../../locales/en/api.json';
import '../../../client/styles/base.css';
import { postForm } from '../../../client/components/form-guard/post-form';
import { challengePayload, solveInBackground, solveOnPage } from '../../../client/components/form-guard/solver';
import { useFormGuard } from '../../../client/components/form-guard/use-form-guard';

function DemoForm() {
  const guard = useFormGuard('ticket');
  const [name, setName] = useState('');
  const [result, setResult] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult('sending');
    try {
      setResult(JSON.stringify(await postForm('/api/v1/demo', { name }, guard)));
    } catch (error) {
      setResult(`error ${(error as { code?: number }).code}: ${(error as Error).message}`);
    }
  };
  return (
    <form onSubmit={submit}>
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      {guard.honeypot}
      <button type="submit">Send</button>
      <button type="button" onClick={guard.reset}>New form</button>
      <output aria-label="Result">{result}</output>
    </form>
  );
}

/** Solve a challenge where the hook would (a worker) or on the page, and time it. */
async function timed(challenge: Challenge, where: 'worker' | 'page') {
  const start = performance.now();
  const solution =
    where === 'worker' ? await solveInBackground(challenge, new AbortController().signal) : await solveOnPage(challenge);
  return { ms: performance.now() - start, altcha: challengePayload(challenge, solution) };
}
Object.assign(window, { formGuardSolve: timed });

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { api } }, ns: ['api'], defaultNS: 'api', initAsync: false });
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <DemoForm />
  </I18nextProvider>,
);
