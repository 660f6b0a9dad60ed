export { decideOrder } from "./decide.ts";
