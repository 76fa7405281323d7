// Single-choice tags: pressing a tag chooses it, pressing the chosen one again clears the choice.
export interface Tag {
  value: string;
  label: string;
}

export interface TagGroupProps {
  label: string;
  tags: readonly Tag[];
  selected: string;
  /** The new choice: the pressed tag, or '' when the chosen one was pressed again. */
  onChange(value: string): void;
  className?: string;
}

/** The choice after pressing `value`: it, or nothing when it was already chosen. */
export function toggledTag(selected: string, value: string): string {
  return selected === value ? '' : value;
}

export function TagGroup({ label, tags, selected, onChange, className }: TagGroupProps) {
  if (tags.length === 0) return null;
  return (
    <div className={`form-tags${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      {tags.map((tag) => (
        <button
          key={tag.value}
          type="button"
          className={`tag${selected === tag.value ? ' is-active' : ''}`}
          aria-pressed={selected === tag.value}
          onClick={() => onChange(toggledTag(selected, tag.value))}
        >
          {tag.label}
        </button>
      ))}
    </div>
  );
}
