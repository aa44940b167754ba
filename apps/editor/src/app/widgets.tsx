import { today } from "@site/content/runtime";
import type { CMS } from "decap-cms-core";
import { Component, createElement, useSyncExternalStore, type ComponentType } from "react";
import { checkedWidgets, reviewedWidget } from "../config/widget-names.ts";
import { entryKey, fieldMessages, type FieldMessage } from "./field-messages.ts";

/** The props Decap gives every control that this site's widgets read (Immutable.js values). */
interface ControlProps {
  field: { get(key: string): unknown };
  entry: { get(key: string): unknown };
  collection: { get(key: string): unknown };
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  parentIds?: string[];
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
}

/** What Decap calls on a control's instance (through its Widget), when the control has them. */
interface ControlInstance {
  shouldComponentUpdate?(next: ControlProps): boolean;
  validate?(): void;
  isValid?(): unknown;
}

/**
 * A Decap control drawn inside one of ours. Decap's Widget asks the outer instance whether to
 * re-render: the inner control's own answer is passed on (an image field follows the media library's
 * choice, a group its inner fields' errors), or Decap's own default when it has none.
 */
abstract class WrappedControl extends Component<ControlProps> {
  protected inner: ControlInstance | null = null;
  protected abstract readonly control: ComponentType<ControlProps>;

  override shouldComponentUpdate(next: ControlProps): boolean {
    if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
    return (
      next.value !== this.props.value ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      next.hasActiveStyle !== this.props.hasActiveStyle
    );
  }

  protected drawControl() {
    const withRef = this.control as ComponentType<ControlProps & { ref: (inner: ControlInstance | null) => void }>;
    return createElement(withRef, { ...this.props, ref: (inner) => (this.inner = inner) });
  }
}

function keyOf(props: ControlProps): string {
  return entryKey(props.entry.get("path") as string | undefined, props.collection.get("folder") as string | undefined);
}

/** A value of the form (Immutable.js, or plain) as plain data. */
const plain = (value: unknown): unknown =>
  value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;

/**
 * The check's messages about a field: a top-level field has those about it and what it holds; a
 * field inside a list or a group (`templates[1]`, `supportingSources[0].url`) has those whose path
 * ends at its name and leads, in the entry, to its value. Decap does not tell a control its place in
 * the lists above it, so the value says which item it is.
 */
function messagesOf(props: ControlProps): FieldMessage[] {
  const name = String(props.field.get("name"));
  if (!props.parentIds || props.parentIds.length === 0) return fieldMessages.of(keyOf(props), name);
  const data = plain(props.entry.get("data"));
  const value = JSON.stringify(plain(props.value) ?? null);
  return fieldMessages.nested(keyOf(props)).filter(({ path }) => {
    const names = path.filter((step) => typeof step === "string");
    const at = path.reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], data);
    return names.at(-1) === name && JSON.stringify(at ?? null) === value;
  });
}

function FieldMessages({ of }: { of: ControlProps }) {
  const messages = useSyncExternalStore(fieldMessages.subscribe, () =>
    messagesOf(of)
      .map((m) => `${m.severity}:${m.message}`)
      .join("\n"),
  );
  if (!messages) return null;
  return (
    <ul data-testid="field-messages" style={{ margin: "6px 0 0", paddingLeft: 18, fontSize: 13 }}>
      {messages.split("\n").map((line) => {
        const [severity, ...rest] = line.split(":");
        return (
          <li
            key={line}
            role={severity === "error" ? "alert" : "status"}
            style={{ color: severity === "error" ? "#b00020" : "#8a5a00" }}
          >
            {severity === "error" ? rest.join(":") : `Before publishing: ${rest.join(":")}`}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A Decap control that also shows what the content check said about its field, and keeps a value the
 * check refused from being saved again unchanged (Decap's own `isValid`, so Decap marks the field).
 */
function withCheckMessages(control: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class CheckedControl extends WrappedControl {
    protected readonly control = control;
    private refusedValue: unknown = undefined;

    isValid = () => {
      const errors = messagesOf(this.props).filter((m) => m.severity === "error");
      if (errors.length === 0) return true;
      if (this.refusedValue === undefined) this.refusedValue = this.props.value;
      if (this.props.value !== this.refusedValue) return true;
      return { error: { type: "CUSTOM", message: errors.map((m) => m.message).join("; ") } };
    };

    override render() {
      return (
        <>
          {this.drawControl()}
          <FieldMessages of={this.props} />
        </>
      );
    }
  };
}

/** A form value (Immutable.js, or plain) that holds nothing but empty texts. */
function isEmptyValue(value: unknown): boolean {
  const data = plain(value);
  if (data === undefined || data === null || data === "") return true;
  if (Array.isArray(data)) return data.every(isEmptyValue);
  return typeof data === "object" && Object.values(data).every(isEmptyValue);
}

/**
 * Decap's object widget, except that an optional group left empty is not checked: a step's
 * `complete` button is optional, but once given needs its label and address. Decap checks the
 * group's inner fields whether or not the group is there.
 */
function withOptionalGroup(control: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class OptionalGroup extends WrappedControl {
    protected readonly control = control;

    validate = () => {
      if (this.props.field.get("required") === false && isEmptyValue(this.props.value)) return;
      this.inner?.validate?.();
    };

    isValid = () => this.inner?.isValid?.() ?? true;

    override render() {
      return this.drawControl();
    }
  };
}

/** `reviewed`: the day, and a button that sets it to today, as `pnpm content reviewed` does. */
function ReviewedControl(props: ControlProps) {
  return (
    <div className={props.classNameWrapper} style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <input
        id={props.forID}
        value={typeof props.value === "string" ? props.value : ""}
        placeholder="YYYY-MM-DD"
        onChange={(event) => props.onChange(event.target.value)}
        style={{ flex: 1, border: 0, outline: "none", font: "inherit", background: "transparent" }}
      />
      <button type="button" onClick={() => props.onChange(today())}>
        Reviewed today
      </button>
    </div>
  );
}

/** The site's widgets: Decap's own, wrapped to show the check's messages, and the review date. */
export function registerWidgets(cms: CMS): void {
  const widgetNamed = (name: string) =>
    cms.getWidget(name) as unknown as { control: ComponentType<ControlProps>; preview: unknown; schema?: unknown };
  // Decap takes the widget's schema as a fourth argument; its types stop at three.
  const register = cms.registerWidget as (name: string, control: unknown, preview?: unknown, schema?: unknown) => void;
  for (const name of checkedWidgets) {
    const widget = widgetNamed(name);
    register(name, withCheckMessages(widget.control), widget.preview, widget.schema);
  }
  cms.registerWidget(reviewedWidget, withCheckMessages(ReviewedControl) as never);
  const group = widgetNamed("object");
  register("object", withOptionalGroup(group.control), group.preview, group.schema);
}
