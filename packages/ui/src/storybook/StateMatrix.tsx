import type { ReactNode } from "react";

/** The interaction states a state matrix shows, in the order a pointer meets them. */
export const interactionStates = ["rest", "hover", "focus-visible", "pressed", "disabled"] as const;
type InteractionState = (typeof interactionStates)[number];

const stateLabels: Record<InteractionState | "loading", string> = {
  rest: "Rest",
  hover: "Hover",
  "focus-visible": "Keyboard focus",
  pressed: "Pressed",
  disabled: "Disabled",
  loading: "Loading",
};

interface StateMatrixProps<Row extends string, State extends string> {
  /** What the rows are, e.g. "Variant". */
  rowHeading: string;
  rows: readonly Row[];
  states: readonly State[];
  /** The element for one cell; a cell's state is forced on the element by `pseudoStates`. */
  renderCell(row: Row, state: State): ReactNode;
}

/**
 * A grid of a component in every interaction state, one row per variant. Hover, keyboard focus
 * and pressed are forced with the pseudo-states addon (see `pseudoStates`); disabled and loading
 * are props the cell sets itself.
 */
export function StateMatrix<Row extends string, State extends string>({
  rowHeading,
  rows,
  states,
  renderCell,
}: StateMatrixProps<Row, State>) {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-3 text-left">
      <thead>
        <tr>
          <th scope="col" className="text-sm font-semibold text-muted-foreground">
            {rowHeading}
          </th>
          {states.map((state) => (
            <th key={state} scope="col" className="text-sm font-semibold text-muted-foreground">
              {stateLabels[state as InteractionState] ?? state}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row" className="pe-2 font-mono text-sm font-normal text-foreground">
              {row}
            </th>
            {states.map((state) => (
              <td key={state} data-state-cell={state}>
                {renderCell(row, state)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Story globals that force each cell's state on the elements matching `target` inside it (by
 * default the cell's own child; a list such as `"input, button"` names several). Pressing happens
 * under the pointer, so a pressed cell is hovered too.
 *
 * Globals, not the addon's `pseudo` parameter: given a parameter, the addon asks Storybook to change
 * the globals, and a story shown in a frame of a docs page asks the docs page, which then draws
 * every frame again, and again (the Dialog docs page never settled). Globals a story sets are its
 * own and ask nothing.
 */
export function pseudoStates(target = "> *") {
  const cells = (state: InteractionState) =>
    target.split(",").map((selector) => `[data-state-cell="${state}"] ${selector.trim()}`);
  return {
    pseudo: {
      hover: [...cells("hover"), ...cells("pressed")],
      focusVisible: cells("focus-visible"),
      active: cells("pressed"),
    },
  };
}
