// The EU declaration of conformity of one model and revision (Radio Equipment Directive for radio
// equipment, EMC Directive otherwise).
import { dateOf, type Company, type EuDeclarationEntry } from './schema';
import { bullets, type Block, type PdfDoc } from './pdf';

/** The harmonised standards for RED Article 3(3)(d), (e) and (f), applicable from 1 August 2025. */
const EN_18031 = ['EN 18031-1:2024', 'EN 18031-2:2024'];

/** Signature rows shared by the EU declaration and the UK statement of compliance. */
export const signedBy = (company: Company, date: string): Block[] => [
  { t: 'h', text: `Signed for and on behalf of ${company.name}` },
  { t: 'kv', k: 'Place and date of issue', v: `${company.placeOfIssue}, ${date}` },
  { t: 'kv', k: 'Name, function', v: company.signatory },
  { t: 'kv', k: 'Signature', v: '(signed)' },
];

export function euDeclaration(d: EuDeclarationEntry, company: Company): PdfDoc {
  const { product: p, model, variant, revision } = d;
  const first = p.euDeclaration.revisions[0];
  const revised = revision.revision !== 'A';

  const legislation = d.radioEquipment
    ? ['Directive 2014/53/EU (Radio Equipment Directive)']
    : ['Directive 2014/30/EU (Electromagnetic Compatibility Directive)'];
  legislation.push('Directive 2011/65/EU and Commission Delegated Directive (EU) 2015/863 (RoHS)');
  if (revision.en18031) legislation.push('Commission Delegated Regulation (EU) 2022/30 (RED Article 3(3)(d), (e) and (f))');
  legislation.push(...(p.euDeclaration.legislation ?? []));

  const blocks: Block[] = [
    { t: 'kv', k: 'Product', v: p.name },
    { t: 'kv', k: 'Model', v: variant ? `${model} – ${variant}` : model },
    { t: 'kv', k: 'Trade mark', v: 'Hearthly' },
    { t: 'kv', k: 'Hardware version', v: revision.hardwareVersion ?? p.hardwareVersion },
    { t: 'kv', k: 'Firmware version', v: `${p.firmwareVersion} and later` },
    { t: 'kv', k: 'Manufacturer', v: `${company.name}, ${company.address}` },
    { t: 'kv', k: 'Authorised representative', v: company.euRepresentative },
    { t: 'gap', h: 6 },
    { t: 'p', text: 'This declaration of conformity is issued under the sole responsibility of the manufacturer.' },
    {
      t: 'p',
      text: d.radioEquipment
        ? `${company.name} declares that the radio equipment type ${model} (${p.name}) is in compliance with Directive 2014/53/EU. The object of the declaration described above is in conformity with the relevant Union harmonisation legislation:`
        : `${company.name} declares that the product ${model} (${p.name}) contains no radio equipment and is in conformity with the relevant Union harmonisation legislation:`,
    },
    ...bullets(legislation),
    { t: 'h', text: 'Harmonised standards and technical specifications applied' },
    ...bullets([...p.euDeclaration.standards, ...(revision.en18031 ? EN_18031 : [])]),
  ];
  if (d.radioEquipment) {
    blocks.push(
      { t: 'h', text: 'Frequency bands and maximum transmitted power' },
      ...bullets(p.radio),
      {
        t: 'p',
        text: 'Conformity assessment: Annex II (Module A, internal production control) of Directive 2014/53/EU. No notified body was involved. Accessories and software: Hearthly app for Android and iOS; no other accessories or components affect the intended operation of the radio equipment.',
      },
    );
  } else {
    blocks.push({ t: 'p', text: 'Conformity assessment: Annex II (internal production control) of Directive 2014/30/EU.' });
  }
  if (revised) {
    blocks.push(
      { t: 'h', text: `Revision ${revision.revision}` },
      {
        t: 'p',
        text:
          revision.en18031 && !first?.en18031
            ? `This revision supersedes revision A dated ${first?.date}. It adds ${EN_18031.join(' and ')} under Commission Delegated Regulation (EU) 2022/30, applicable from 1 August 2025, and applies to units manufactured from the date of issue.`
            : `This revision supersedes revision A dated ${first?.date}.`,
      },
    );
  }
  blocks.push(...signedBy(company, revision.date), { t: 'gap', h: 8 }, {
    t: 'p',
    grey: true,
    size: 8,
    text: `The current version of this declaration is available on the Regulatory Compliance page of the Hearthly support website. Questions: ${company.supportEmail}.`,
  });
  return {
    kind: 'EU Declaration of Conformity',
    title: d.title,
    heading: 'EU Declaration of Conformity',
    subtitle: `${p.name}${variant ? ` – ${variant}` : ''}  |  Document No. HDoC-${model}-${revision.revision}`,
    date: dateOf(revision.date),
    blocks,
  };
}
