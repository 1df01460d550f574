// Mantine CSS of the components the checkout and success pages use, loaded with these lazy
// pages instead of with the first screen (base layers: src/app/styles/mantine-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Skeleton.css';
