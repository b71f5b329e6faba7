package escarmouche.launch;

import escarmouche.content.model.ContentWords;
import escarmouche.content.model.EncounterInfo;
import escarmouche.lang.ScreenMessages;
import escarmouche.ui.draft.DraftSaved;
import escarmouche.ui.draft.DraftTemplate;
import escarmouche.ui.draft.DraftWords;
import escarmouche.ui.draft.EncounterDraft;
import escarmouche.ui.draft.EncounterWorkshop;
import java.util.List;
import java.util.function.Supplier;

/**
 * The local game's encounter builder while the content is still being read ({@link LoadingCatalog}): it is
 * offered at once, as the local game always offers it, and every other question waits for the content.
 */
final class LoadingWorkshop implements EncounterWorkshop {
    private final Supplier<EncounterWorkshop> loaded;

    LoadingWorkshop(Supplier<EncounterWorkshop> loaded) {
        this.loaded = loaded;
    }

    @Override
    public boolean available() {
        return true;
    }

    @Override
    public List<DraftTemplate> templates() {
        return loaded.get().templates();
    }

    @Override
    public List<String> behaviours() {
        return loaded.get().behaviours();
    }

    @Override
    public String behaviourDescription(String name) {
        return loaded.get().behaviourDescription(name);
    }

    @Override
    public List<EncounterInfo> saved() {
        return loaded.get().saved();
    }

    @Override
    public ContentWords savedWords() {
        return loaded.get().savedWords();
    }

    @Override
    public boolean own(EncounterInfo encounter) {
        return loaded.get().own(encounter);
    }

    @Override
    public DraftOpened open(EncounterInfo encounter) {
        return loaded.get().open(encounter);
    }

    @Override
    public EncounterDraft mapOnly(EncounterDraft opened) {
        return loaded.get().mapOnly(opened);
    }

    @Override
    public List<String> check(EncounterDraft draft, ScreenMessages words) {
        return loaded.get().check(draft, words);
    }

    @Override
    public String text(EncounterDraft draft) {
        return loaded.get().text(draft);
    }

    @Override
    public DraftSaved save(EncounterDraft draft, boolean replace) {
        return loaded.get().save(draft, replace);
    }

    @Override
    public DraftSaved keep(EncounterDraft draft, String name, String fr, String end) {
        return loaded.get().keep(draft, name, fr, end);
    }

    @Override
    public String frenchName(EncounterDraft draft) {
        return loaded.get().frenchName(draft);
    }

    @Override
    public List<LeftOut> leftOut() {
        return loaded.get().leftOut();
    }

    @Override
    public String shownPath(String path) {
        return loaded.get().shownPath(path);
    }

    @Override
    public String fileOf(EncounterInfo encounter) {
        return loaded.get().fileOf(encounter);
    }

    @Override
    public DraftWords delete(EncounterInfo encounter) {
        return loaded.get().delete(encounter);
    }
}
