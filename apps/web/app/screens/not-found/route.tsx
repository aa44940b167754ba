import { NotFoundScreen } from "./not-found-screen";

export default NotFoundScreen;
