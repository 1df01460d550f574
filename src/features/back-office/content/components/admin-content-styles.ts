// Mantine CSS of the components the admin editors use, loaded with these lazy routes instead
// of with the first screen (the base layers are in src/app/styles/mantine-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
