import { failOnClassConflicts } from "../src/testing";

failOnClassConflicts();
