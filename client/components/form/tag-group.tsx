// Tags to press. Single choice (the ticket's subject tags): pressing a tag chooses it, pressing the chosen
// one again clears the choice. Several choices (`multiple`, the beta form's products): each press toggles
// its tag. A tag may carry an icon, shown in its active form while the tag is chosen.
export interface Tag {
  value: string;
  label: string;
  /** Image URLs; decorative (the label names the tag). */
  icon?: { src: string; activeSrc: string };
}

interface CommonProps {
  /** The group's name: `label`, or the id of a visible label (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** The id of a hint about the group. */
  describedBy?: string;
  tags: readonly Tag[];
  className?: string;
}

interface SingleChoice extends CommonProps {
  multiple?: false;
  selected: string;
  /** The new choice: the pressed tag, or '' when the chosen one was pressed again. */
  onChange(value: string): void;
}

interface MultipleChoice extends CommonProps {
  multiple: true;
  selected: readonly string[];
  /** The new choices, in the tags' order. */
  onChange(values: string[]): void;
}

export type TagGroupProps = SingleChoice | MultipleChoice;

/** The choice after pressing `value`: it, or nothing when it was already chosen. */
export function toggledTag(selected: string, value: string): string {
  return selected === value ? '' : value;
}

/** The choices after pressing `value` (its presence flipped), in the order of `order`. */
export function toggledTags(selected: readonly string[], value: string, order: readonly string[]): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return order.filter((v) => next.has(v));
}

export function TagGroup(props: TagGroupProps) {
  const { label, labelledBy, describedBy, tags, className } = props;
  if (tags.length === 0) return null;
  const pressed = (value: string) => (props.multiple ? props.selected.includes(value) : props.selected === value);
  const press = (value: string) => {
    if (props.multiple) {
      props.onChange(toggledTags(props.selected, value, tags.map((tag) => tag.value)));
    } else {
      props.onChange(toggledTag(props.selected, value));
    }
  };
  return (
    <div
      className={`form-tags${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {tags.map((tag) => {
        const on = pressed(tag.value);
        return (
          <button
            key={tag.value}
            type="button"
            className={`tag${tag.icon ? ' tag--icon' : ''}${on ? ' is-active' : ''}`}
            aria-pressed={on}
            onClick={() => press(tag.value)}
          >
            {tag.icon && <img className="tag__icon" src={on ? tag.icon.activeSrc : tag.icon.src} alt="" width={20} height={20} />}
            {tag.label}
          </button>
        );
      })}
    </div>
  );
}
