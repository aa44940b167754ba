import type { Decorator } from "@storybook/react-vite";
import { LinkProvider, type LinkComponentProps } from "../components/link/Link";

/** Stands in for the app's router link: keeps clicks inside Storybook. */
function StoryRouterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
    <a
      href={href}
      {...props}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/** Wraps every story in a `LinkProvider` whose links do not navigate. */
export const withLinkProvider: Decorator = (Story) => (
  <LinkProvider component={StoryRouterLink}>
    <Story />
  </LinkProvider>
);
