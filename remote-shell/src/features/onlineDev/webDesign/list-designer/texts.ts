/** The list designer's texts live under this key of the function designs page's texts. */
export const LD = 'onlineDev.webDesign.listDesigner';
