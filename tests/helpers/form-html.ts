// Reading a form page the server rendered.

/** The labels of the form's fields, in order, with the required mark as "*" ("*Username"). */
export function fieldLabels(html: string): string[] {
  return [...html.matchAll(/<label for="[^"]+" class="form-field__label">(.*?)<\/label>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}
