// The UK PSTI statement of compliance of one product and revision, with its defined support period.
import { dateOf, type Company, type PstiEntry } from './schema';
import { signedBy } from './eu-declaration';
import type { Block, PdfDoc } from './pdf';

export function pstiStatement(d: PstiEntry, company: Company): PdfDoc {
  const p = d.product;
  const revisions = p.ukPsti?.revisions ?? [];
  const current = revisions[d.revision - 1];
  if (!p.ukPsti || !current) throw new Error(`${p.code} has no PSTI statement revision ${d.revision}`);
  const blocks: Block[] = [
    { t: 'kv', k: 'Product type', v: p.name },
    { t: 'kv', k: 'Model and batch', v: `${p.ukPsti.models.join(', ')}; all batches with hardware version ${p.hardwareVersion} or later` },
    { t: 'kv', k: 'Manufacturer', v: `${company.name}, ${company.address}` },
    { t: 'gap', h: 6 },
    {
      t: 'p',
      text: `This statement of compliance has been prepared by or on behalf of the manufacturer named above. In the opinion of ${company.name}, the manufacturer has complied with the security requirements of Schedule 1 to the Product Security and Telecommunications Infrastructure (Security Requirements for Relevant Connectable Products) Regulations 2023, made under Part 1 of the Product Security and Telecommunications Infrastructure Act 2022, as follows:`,
    },
    {
      t: 'li',
      marker: '1.',
      text: 'Passwords (Schedule 1, paragraph 1): the product does not use universal default passwords. Any password is unique per device or defined by the user (ETSI EN 303 645 provisions 5.1-1 and 5.1-2).',
    },
    {
      t: 'li',
      marker: '2.',
      text: `Information on how to report security issues (paragraph 2): the Hearthly Security Advisory Policy is published at ${company.website}/security-advisory-policy. Security issues can be reported through the Security Advisory form of the support website or by e-mail to ${company.securityEmail}. Reports are acknowledged within 5 working days and status updates are provided at least every 30 days (ETSI EN 303 645 provision 5.2-1).`,
    },
    {
      t: 'li',
      marker: '3.',
      text: 'Information on minimum security update periods (paragraph 3): the defined support period is stated below and published with the product information (ETSI EN 303 645 provision 5.3-13).',
    },
    { t: 'h', text: 'Defined support period' },
    { t: 'p', text: `Security updates will be provided for the ${p.code} until at least ${current.supportUntil}.`, bold: true },
  ];
  const previous = revisions[d.revision - 2];
  if (previous) {
    blocks.push(
      { t: 'h', text: `Revision ${d.revision}` },
      {
        t: 'p',
        text: `This revision supersedes revision ${d.revision - 1}. The defined support period has been extended from ${previous.supportUntil} to ${current.supportUntil}. The extension applies to all units of the product, including units already sold.`,
      },
    );
  }
  blocks.push(...signedBy(company, current.date));
  return {
    kind: 'UK PSTI Statement of Compliance',
    title: d.title,
    heading: 'Statement of Compliance',
    subtitle: `${p.name}  |  Document No. PSTI-${p.code}-R${d.revision}`,
    date: dateOf(current.date),
    blocks,
  };
}
