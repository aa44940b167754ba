import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
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
  args: {
    label: "Search legal terms",
    value: "",
    placeholder: "Search legal terms...",
    onValueChange: fn(),
    className: "max-w-md",
  },
  render: (args) => <ControlledSearchField {...args} />,
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
