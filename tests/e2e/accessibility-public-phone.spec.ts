import { describePublicScreens, describeScreenList, setUpAccessibility, WIDTHS } from "./accessibility/check.ts";

// One part of the accessibility check (./accessibility/screens.ts lists the screens): a file per part, so that the
// browser project's two workers run the parts side by side.
setUpAccessibility();
describeScreenList();
describePublicScreens(WIDTHS.phone);
