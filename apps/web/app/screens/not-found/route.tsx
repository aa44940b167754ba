import type { Route } from "./+types/route";
import { seo } from "../../lib/seo";
import { NotFoundScreen, notFoundSeo } from "./not-found-screen";

export const meta: Route.MetaFunction = ({ matches, location }) => seo(matches, notFoundSeo(location.pathname));

export default NotFoundScreen;
