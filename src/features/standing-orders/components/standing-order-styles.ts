// Mantine's CSS for the components the standing-order page uses beyond the entry's
// (src/app/styles/mantine-styles.ts): without them a native select drew its chevron at the
// size of the page and the radios unstyled, on a direct load and after a navigation alike
// (issue 38). The screenshot spec looks at the page (tests/e2e/visual).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
