// Mantine CSS of the components the orders pages use, loaded with these lazy pages.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Modal.css';
