// Which links leave a page whose unsent form would be lost (the security advisory asks before them).
import { describe, expect, it } from 'vitest';
import { linkLeavesPage } from '../../client/components/form/use-leave-warning';

const HERE = 'https://support.example/Support/Security_Advisory';

describe('a link leaves the page', () => {
  it.each([
    ['/Support/FAQs', '', false, true],
    ['/de/Support/Security_Advisory', '', false, true],
    ['/Support/Security_Advisory?contact=1', '', false, true],
    ['https://other.example/', '', false, true],
    ['http://support.example/Support/Security_Advisory', '', false, true],
    ['/Support/FAQs', '_self', false, true],
    // Where the visitor stays with the form.
    ['/Support/Security_Advisory', '', false, false],
    ['#steps', '', false, false],
    ['/Support/Security_Advisory#steps', '', false, false],
    ['/Support/FAQs', '_blank', false, false],
    ['/Support/FAQs', 'help', false, false],
    ['/files/templates/report.docx', '', true, false],
    ['mailto:security@hearthly.example', '', false, false],
    ['tel:+4930123456', '', false, false],
    ['javascript:void(0)', '', false, false],
    ['http://[bad', '', false, false],
  ])('%j (target %j, download %s): %s', (href, target, download, leaves) => {
    expect(linkLeavesPage({ href, target, download }, HERE)).toBe(leaves);
  });
});
