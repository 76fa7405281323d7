// GET /api/v1/getCompatibleManufacturer and /api/v1/getCompatibleModels and the Compatibility Check
// page they feed, rendered by the server from the URL (docs/product/api.md, docs/product/pages.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibleModelsCall } from '../../client/data/compatible-models';
import { createTestApp, USER_AGENTS, type TestApp, expectRefusal } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => request(t.app).get(url);
const q = (s: string) => encodeURIComponent(s);
const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);

function ssrState(html: string) {
  const match = /window\.__SSR__=(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no state in the page');
  return JSON.parse(match[1]!);
}

const expectRefused = (url: string, status = 400, msg?: RegExp) => expectRefusal(get(url), status, msg);

describe('GET /api/v1/getCompatibleManufacturer', () => {
  it('answers Data.manufacturer: distinct names, sorted', async () => {
    const res = await get('/api/v1/getCompatibleManufacturer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    expect(Object.keys(res.body.Data)).toEqual(['manufacturer']);
    const names: string[] = res.body.Data.manufacturer;
    expect(names).toEqual(expect.arrayContaining(['Chamberlain', 'LiftMaster', 'Hörmann', 'B&D']));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort(new Intl.Collator('en', { numeric: true }).compare)).toEqual(names);
  });

  it('ignores parameters it does not take', async () => {
    const res = await get('/api/v1/getCompatibleManufacturer?x=1&manufacturer=%27%3B--');
    expect(res.status).toBe(200);
    expect(res.body.Data.manufacturer.length).toBeGreaterThan(5);
  });
});

describe('GET /api/v1/getCompatibleModels', () => {
  it('answers Data.models of {model, support} with support 1, 2 or 3', async () => {
    const res = await get('/api/v1/getCompatibleModels?manufacturer=Chamberlain');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    expect(Object.keys(res.body.Data)).toEqual(['models']);
    const models: { model: string; support: number }[] = res.body.Data.models;
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) {
      expect(Object.keys(m).sort()).toEqual(['model', 'support']);
      expect([1, 2, 3]).toContain(m.support);
    }
    expect(models).toContainEqual({ model: 'WD962KEV', support: 1 });
    expect(models).toContainEqual({ model: 'B970', support: 2 });
  });

  it('lists the models alphabetically as a reader sorts, whatever their case, on either database', async () => {
    const res = await get('/api/v1/getCompatibleModels?manufacturer=Marantec');
    expect(res.body.Data.models.map((m: { model: string }) => m.model)).toEqual([
      'Comfort 220.2',
      'Comfort 250.2',
      'Comfort 280 (MS BUS)',
      'maveo starter kit',
      'Synergy 270',
    ]);
  });

  it('lists models that need contacting support (3)', async () => {
    const res = await get('/api/v1/getCompatibleModels?manufacturer=LiftMaster');
    expect(res.body.Data.models).toContainEqual({ model: 'LA400', support: 3 });
  });

  it('finds names with unicode and URL-special characters', async () => {
    const hormann = await get(`/api/v1/getCompatibleModels?manufacturer=${q('Hörmann')}`);
    expect(hormann.status).toBe(200);
    expect(hormann.body.Data.models.length).toBeGreaterThan(0);
    const bd = await get(`/api/v1/getCompatibleModels?manufacturer=${q('B&D')}`);
    expect(bd.status).toBe(200);
    expect(bd.body.Data.models.length).toBeGreaterThan(0);
  });

  it('answers every listed manufacturer', async () => {
    const { body } = await get('/api/v1/getCompatibleManufacturer');
    for (const name of body.Data.manufacturer as string[]) {
      const res = await get(`/api/v1/getCompatibleModels?manufacturer=${q(name)}`);
      expect(res.status, name).toBe(200);
      expect(res.body.Data.models.length, name).toBeGreaterThan(0);
    }
  });

  it('answers an unknown manufacturer with a 404 envelope', async () => {
    await expectRefused(`/api/v1/getCompatibleModels?manufacturer=${q('Acme Doors')}`, 404, /Acme Doors/);
  });

  it('matches the manufacturer exactly: LIKE wildcards and SQL find nothing', async () => {
    for (const name of ['%', '_', 'Chamber%', 'Chamberlai_', "' OR '1'='1", '\\', 'chamberlain', 'Chamberlain\u0000']) {
      await expectRefused(`/api/v1/getCompatibleModels?manufacturer=${q(name)}`, 404);
    }
  });

  it('refuses a missing or empty manufacturer (400)', async () => {
    await expectRefused('/api/v1/getCompatibleModels', 400, /manufacturer: this parameter is required/);
    await expectRefused('/api/v1/getCompatibleModels?manufacturer=', 400, /manufacturer: this parameter is required/);
    await expectRefused('/api/v1/getCompatibleModels?manufacturer=%20%20', 400, /manufacturer: this parameter is required/);
  });

  it('refuses a repeated, nested or too long manufacturer (400)', async () => {
    await expectRefused('/api/v1/getCompatibleModels?manufacturer=Genie&manufacturer=Nice', 400, /manufacturer/);
    await expectRefused('/api/v1/getCompatibleModels?manufacturer[a]=Genie', 400, /manufacturer/);
    await expectRefused(`/api/v1/getCompatibleModels?manufacturer=${'x'.repeat(10_000)}`, 400, /at most 200/);
  });
});

describe('the Compatibility Check page', () => {
  it('renders the manufacturers and no result without a choice', async () => {
    const res = await page('/Support/Compatibility_Check');
    expect(res.status).toBe(200);
    const state = ssrState(res.text);
    expect(Object.keys(state.fallback)).toContain('/api/v1/getCompatibleManufacturer');
    expect(Object.keys(state.fallback).some((k) => k.startsWith('/api/v1/getCompatibleModels'))).toBe(false);
    expect(res.text).toContain('<option value="Chamberlain">Chamberlain</option>');
    expect(res.text).toContain('<div class="compat-result" role="status" aria-live="polite"></div>');
  });

  it.each([
    ['Chamberlain', 'WD962KEV', 'Yes, it works!'],
    ['Chamberlain', 'B970', 'Need Accessory to make it work!'],
    ['LiftMaster', 'LA400', 'mailto:support@hearthly.example'],
  ])('renders the result of %s %s from the URL', async (manufacturer, model, text) => {
    const res = await page(`/Support/Compatibility_Check?manufacturer=${q(manufacturer)}&model=${q(model)}`);
    expect(res.status).toBe(200);
    const state = ssrState(res.text);
    expect(state.fallback[`/api/v1/getCompatibleModels?manufacturer=${q(manufacturer)}`].models.length).toBeGreaterThan(0);
    const result = /<div class="compat-result compat-result--\w+" role="status"[^>]*>(.*?)<\/div><\/div>/s.exec(res.text);
    expect(result?.[1]).toContain(text);
  });

  it('mentions the HA101 accessory kit and links FAQ item 78', async () => {
    const res = await page('/Support/Compatibility_Check?manufacturer=Chamberlain&model=B970');
    expect(res.text).toContain('HA101');
    expect(res.text).toContain('href="/Support/FAQs/78.html"');
  });

  it.each([
    ['desktop', '', USER_AGENTS.desktop],
    ['mobile', '/mTerminal', USER_AGENTS.iphone],
  ])('renders an unknown manufacturer with the single "do not find your gate model..." entry (%s)', async (_layout, prefix, agent) => {
    const res = await page(`${prefix}/Support/Compatibility_Check?manufacturer=${q('Acme <b>Doors</b>')}`, agent);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<b>Doors</b>');
    const state = ssrState(res.text);
    expect(Object.keys(state.fallback).some((k) => k.startsWith('/api/v1/getCompatibleModels'))).toBe(false);
    // The refusal the browser's call would get, so that the page reads the same before it asks again.
    expect(state.refused).toEqual({
      [compatibleModelsCall('Acme <b>Doors</b>').key]: { code: 404, message: 'manufacturer "Acme <b>Doors</b>" is not listed' },
    });
    // Without JavaScript too: the model list is usable and offers the entry that leads to support.
    const select = /<select[^>]*name="model"[^>]*>(.*?)<\/select>/s.exec(res.text);
    expect(select?.[0]).not.toMatch(/disabled|aria-busy="true"/);
    expect(select?.[1]).toContain('do not find your gate model...');
  });

  it('renders the result of the "do not find your gate model..." entry: contact support by e-mail', async () => {
    const res = await page(`/Support/Compatibility_Check?manufacturer=Nobody&model=${q('do not find your gate model...')}`);
    const result = /<div class="compat-result compat-result--\w+" role="status"[^>]*>(.*?)<\/div><\/div>/s.exec(res.text);
    expect(result?.[1]).toContain('mailto:support@hearthly.example');
  });

  it('renders the mobile layout in German for a phone', async () => {
    const res = await page(`/mTerminal/de/Support/Compatibility_Check?manufacturer=Chamberlain&model=WD962KEV`, USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(res.text).toContain('Ja, es funktioniert!');
    expect(res.text).toContain('href="/mTerminal/de/Support/FAQs/78.html"');
  });
});
