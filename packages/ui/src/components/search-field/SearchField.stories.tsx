import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { SearchField, type SearchFieldProps } from "./SearchField";

/** Holds the value like an app would (the dictionary's search on /dictionary). */
function ControlledSearchField({ value: initialValue, onValueChange, ...props }: SearchFieldProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <SearchField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: "Components/SearchField",
  component: SearchField,
  parameters: {
    docs: {
      description: {
        component: `
A labelled field that filters what the page shows as the visitor types: the dictionary's terms, the video library.
A clear button appears once there is text; Escape clears too.

Always give it a \`label\` (what is searched: *Search legal terms*); hide it visually with \`hideLabel\` only when the
page's heading already says it, and keep a \`placeholder\` as a hint, never instead of the label. Pass \`status\`
(*12 terms shown*) so screen readers hear how many results the search shows as it changes. The field is controlled:
the app holds \`value\` and updates it in \`onValueChange\`.`,
      },
    },
  },
  args: {
    label: "Search legal terms",
    value: "",
    placeholder: "Search legal terms...",
    onValueChange: fn(),
    className: "max-w-md",
  },
  argTypes: {
    label: { control: "text" },
    value: { control: "text" },
    onValueChange: { control: false },
    placeholder: { control: "text", table: { defaultValue: { summary: "— (none)" } } },
    status: { control: "text", table: { defaultValue: { summary: "— (nothing announced)" } } },
    id: { control: false, table: { defaultValue: { summary: "a generated id" } } },
    className: { control: false },
  },
  render: (args) => <ControlledSearchField key={args.value} {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search legal terms" })).toHaveValue("");
    await expect(canvas.queryByRole("button", { name: "Clear search" })).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: "affidavit" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Clear search" })).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("searchbox", { name: "Search legal terms" })).toBeInTheDocument();
    await expect(canvas.getByText("Search legal terms")).toHaveClass("sr-only");
  },
};

/** The clear button clears the value and puts focus back in the field. */
export const ClearButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox", { name: "Search legal terms" });
    await userEvent.type(input, "power of attorney");
    await expect(input).toHaveValue("power of attorney");
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await expect(input).toHaveValue("");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Clear search" })).toBeNull();
  },
};

export const EscapeClears: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: "Search legal terms" });
    await userEvent.type(input, "jurat");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
  },
};

/** No length limit: long queries are kept whole. */
export const LongQuery: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox");
    const query = "what is the difference between a declaration and an affidavit ".repeat(6).trim();
    await userEvent.type(input, query);
    await expect(input).toHaveValue(query);
    await expect(input).not.toHaveAttribute("maxlength");
  },
};

/** With `status`, screen readers hear how many results the search shows, each time it changes. */
export const AnnouncesResults: Story = {
  args: { status: "93 terms shown" },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("93 terms shown");
    await expect(status).toHaveClass("sr-only");
  },
};

/** Empty and filled, at rest, with the pointer over it (the clear button) and focused from the keyboard. */
export const States: Story = {
  globals: pseudoStates("input, button"),
  render: (args) => (
    <StateMatrix
      rowHeading="Field"
      rows={["empty", "filled"] as const}
      states={["rest", "hover", "focus-visible"] as const}
      renderCell={(row, state) => (
        <SearchField
          {...args}
          id={`search-${row}-${state}`}
          value={row === "filled" ? "affidavit" : ""}
          className="w-64"
          hideLabel
        />
      )}
    />
  ),
};

/** Right to left: the search icon at the start (right), the clear button at the end (left). */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { label: sampleArabic.searchLabel, placeholder: sampleArabic.searchLabel, value: sampleArabic.searchQuery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("searchbox");
    const clear = canvas.getByRole("button", { name: "Clear search" });
    await expect(clear.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left + 48);
  },
};
