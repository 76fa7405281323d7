// Several problems in one Msg: joined as each language joins clauses, a text's own full stop before the
// separator, and the clause after a semicolon in lower case where the language writes it so.
import { describe, expect, it } from 'vitest';
import { joinIssues } from '../../server/api/respond';
import type { Language } from '../../shared/i18n';

describe('joinIssues', () => {
  it.each<[Language, string[], string, string]>([
    ['en', ['username is required'], '; ', 'username is required'],
    ['en', ['Email format error'], '; ', 'Email format error'],
    // English texts are kept as the product words them.
    ['en', ['username is required', 'Email format error'], '; ', 'username is required; Email format error'],
    ['en', ['Too many files.', 'The file is gone.'], '; ', 'Too many files; The file is gone.'],
    // A name in capitals keeps them.
    ['fr', ['Le pays est obligatoire', 'FAQ introuvable.'], '; ', 'Le pays est obligatoire; FAQ introuvable.'],
    ['fr', ['Le pays est obligatoire', 'Le champ « Objet » ne doit pas dépasser 300 caractères'], '\u00a0; ', 'Le pays est obligatoire\u00a0; le champ « Objet » ne doit pas dépasser 300 caractères'],
    ['it', ['Il nome utente è obbligatorio', 'È obbligatorio almeno un link a un canale'], '; ', 'Il nome utente è obbligatorio; è obbligatorio almeno un link a un canale'],
    ['es', ['El país es obligatorio', 'La nota es obligatoria'], '; ', 'El país es obligatorio; la nota es obligatoria'],
    // German nouns keep their capital, so its texts stay as written.
    ['de', ['Das Land ist erforderlich', 'Betreff ist erforderlich'], '; ', 'Das Land ist erforderlich; Betreff ist erforderlich'],
    // Japanese joins sentences, each ending with its mark.
    ['ja', ['国は必須です', '備考は必須です'], '。', '国は必須です。備考は必須です。'],
    ['ja', ['国は必須です。', '備考は必須です。'], '。', '国は必須です。備考は必須です。'],
    ['ja', ['国は必須です'], '。', '国は必須です'],
  ])('%s: %j joined by %j → %j', (lang, texts, separator, joined) => {
    expect(joinIssues(texts, separator, lang)).toBe(joined);
  });
});
