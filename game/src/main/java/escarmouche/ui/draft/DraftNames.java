package escarmouche.ui.draft;

/**
 * What a creature of an encounter being built is called: its own name in English and in French, and the
 * gender its French name takes. Each is null when the file gives none (then the template's name is shown,
 * in the session's language, and the French log treats it as masculine).
 *
 * @param name   its {@code "name"}
 * @param fr     its {@code "fr": {"name": ...}}
 * @param gender its {@code "fr": {"gender": ...}}: {@code m} or {@code f}
 */
public record DraftNames(String name, String fr, String gender) {
    /** A creature the file names in no way: the template's name, masculine in French. */
    public static final DraftNames NONE = new DraftNames(null, null, null);

    public DraftNames withName(String v) {
        return new DraftNames(blankIsNone(v), fr, gender);
    }

    public DraftNames withFr(String v) {
        return new DraftNames(name, blankIsNone(v), gender);
    }

    public DraftNames withGender(String v) {
        return new DraftNames(name, fr, v);
    }

    /** An empty answer to the builder's prompt takes the name out: the loader refuses a blank one. */
    private static String blankIsNone(String v) {
        return v == null || v.isBlank() ? null : v.strip();
    }
}
