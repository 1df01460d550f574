// Mantine CSS of the components the standing-order page uses, loaded with this lazy page (the
// base layers are in src/app/styles/mantine-styles.ts). Without it the select's chevron drew at
// the size of the page and the radios unstyled (issue 38's tablet finding).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
