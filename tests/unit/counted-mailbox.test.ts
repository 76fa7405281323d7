// The mailbox an address is counted as for the acknowledgement bound (server/services/form-submissions.ts):
// spellings one mailbox receives alike count as one; different mailboxes never merge.
import { describe, expect, it } from 'vitest';
import { countedMailbox, emailHash } from '../../server/services/form-submissions';

describe('the mailbox an address is counted as', () => {
  it.each([
    // [address, counted as]
    ['jane.doe@example.com', 'jane.doe@example.com'],
    ['  Jane.Doe@EXAMPLE.com ', 'jane.doe@example.com'],
    ['jane.doe+support@example.com', 'jane.doe@example.com'],
    ['jane.doe+a+b@example.com', 'jane.doe@example.com'],
    // Dots matter to most providers: these are two mailboxes there.
    ['janedoe@example.com', 'janedoe@example.com'],
    ['jane-doe+x@example.co.uk', 'jane-doe@example.co.uk'],
    // Gmail ignores dots, and googlemail.com is the same mailbox.
    ['jane.doe@gmail.com', 'janedoe@gmail.com'],
    ['J.a.n.e.Doe+1@GoogleMail.com', 'janedoe@gmail.com'],
    // A dot in the domain is never dropped.
    ['jane.doe@mail.gmail.com', 'jane.doe@mail.gmail.com'],
  ])('%s counts as %s', (address, mailbox) => {
    expect(countedMailbox(address)).toBe(mailbox);
  });

  it('hashes the mailbox, so the spellings of one share a count and another mailbox does not', () => {
    expect(emailHash('Jane.Doe+1@gmail.com')).toBe(emailHash('janedoe@googlemail.com'));
    expect(emailHash('jane.doe+1@example.com')).toBe(emailHash('JANE.DOE@example.com'));
    expect(emailHash('jane.doe@example.com')).not.toBe(emailHash('janedoe@example.com'));
    expect(emailHash('jane@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
