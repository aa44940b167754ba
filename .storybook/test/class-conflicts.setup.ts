import { failOnClassConflicts } from "../../packages/ui/src/testing";

failOnClassConflicts();
